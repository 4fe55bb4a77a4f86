import type { Signature } from '@zencode/shared/contract';
import { customCaseFault } from '@zencode/shared/rules';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

/**
 * A custom input being written (a new one or an edit), checked against the signature as it is
 * typed: what is wrong shows under it, and it cannot be kept until it fits.
 */
export function CustomCaseForm({
  label,
  text,
  placeholder,
  signature,
  onTextChange,
  submitLabel,
  onSubmit,
  onCancel,
  canSubmit = true,
  autoFocus = false,
}: {
  label: string;
  text: string;
  placeholder?: string;
  signature: Signature;
  onTextChange: (text: string) => void;
  submitLabel: React.ReactNode;
  onSubmit: () => void;
  onCancel?: () => void;
  canSubmit?: boolean;
  autoFocus?: boolean;
}) {
  const faultId = useId();
  const fault = text.trim() === '' ? null : customCaseFault(signature, text);
  return (
    <div className="space-y-3">
      <Textarea
        aria-label={label}
        aria-invalid={fault !== null}
        aria-describedby={fault ? faultId : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        rows={4}
        autoFocus={autoFocus}
      />
      {fault && (
        <p id={faultId} className="text-xs text-hard" data-testid="custom-case-fault">
          {fault}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={!canSubmit || text.trim() === '' || fault !== null}
          onClick={onSubmit}
        >
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </div>
  );
}
