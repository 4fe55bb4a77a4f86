import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LegalLinks } from './legal-links.tsx';

/** The required box: 'I agree to the Terms of Service and Privacy Policy', each a link. */
export function TermsCheckbox({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id="signup-terms"
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        required
      />
      <Label
        htmlFor="signup-terms"
        className="block leading-snug font-normal text-muted-foreground"
      >
        I agree to the <LegalLinks linkClassName="text-foreground underline underline-offset-4" />
      </Label>
    </div>
  );
}
