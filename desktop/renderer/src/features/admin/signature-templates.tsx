import {
  minStackSignature,
  type Signature,
  treeCodecSignature,
  twoSumSignature,
} from '@zencode/shared/contract';
import { Button } from '@/components/ui/button.tsx';

const templates: Record<Signature['kind'], Signature> = {
  function: twoSumSignature,
  class: minStackSignature,
  codec: treeCodecSignature,
  stdio: { kind: 'stdio' },
};

const templateLabels: Record<Signature['kind'], string> = {
  function: 'Function',
  class: 'Class design',
  codec: 'Codec (encode, then decode)',
  stdio: 'stdin/stdout',
};

/** One button per kind of signature, and the Code Template's own when it declares one. */
export function SignatureTemplates({
  declared,
  onPick,
}: {
  declared: Signature | null;
  onPick: (text: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      {(Object.keys(templates) as Signature['kind'][]).map((kind) => (
        <Button
          key={kind}
          variant="ghost"
          size="sm"
          onClick={() => onPick(JSON.stringify(templates[kind], null, 2))}
        >
          {templateLabels[kind]}
        </Button>
      ))}
      {declared && (
        <Button variant="ghost" size="sm" onClick={() => onPick(JSON.stringify(declared, null, 2))}>
          From Code Template
        </Button>
      )}
    </div>
  );
}
