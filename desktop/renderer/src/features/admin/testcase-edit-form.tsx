import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

/**
 * A case's input and output edited in place; closes once a save succeeds. The texts are the
 * item's, so that closing and opening the editor again keeps what was typed.
 */
export function TestcaseEditForm({
  number,
  input,
  output,
  onInput,
  onOutput,
  busy,
  onSave,
  onClose,
}: {
  number: number;
  input: string;
  output: string;
  onInput: (input: string) => void;
  onOutput: (output: string) => void;
  busy: boolean;
  onSave: (patch: { input: string; output: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Textarea
          aria-label={`Case ${number} input`}
          value={input}
          onChange={(e) => onInput(e.target.value)}
          className="min-h-24 text-xs"
          spellCheck={false}
        />
        <Textarea
          aria-label={`Case ${number} output`}
          value={output}
          onChange={(e) => onOutput(e.target.value)}
          className="min-h-24 text-xs"
          spellCheck={false}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button
          size="sm"
          disabled={busy || !input.trim() || !output.trim()}
          onClick={() => void onSave({ input, output }).then((ok) => ok && onClose())}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
