import type { Signature } from '@zencode/shared/contract';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { describeSignature } from './describe-signature.ts';

/**
 * The Add Problem dialog's offer, when its Code Template declares a signature the judge
 * understands: create the problem with it (starter code for every language), the template kept.
 */
export function TemplateSignatureChoice({
  signature,
  chosen,
  onChosenChange,
}: {
  signature: Signature;
  chosen: boolean;
  onChosenChange: (chosen: boolean) => void;
}) {
  return (
    <div className="grid gap-1.5 rounded-lg border bg-muted/40 px-3 py-2.5">
      <Label className="font-normal">
        <Checkbox checked={chosen} onCheckedChange={(value) => onChosenChange(value === true)} />
        Use the signature this template declares
      </Label>
      <code
        data-testid="template-signature"
        className="pl-6 text-xs break-all text-muted-foreground"
      >
        {describeSignature(signature)}
      </code>
    </div>
  );
}
