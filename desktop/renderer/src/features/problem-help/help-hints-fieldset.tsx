import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

/** The problem's hints, one text each, in the order learners open them. */
export function HelpHintsFieldset({
  hints,
  onChange,
}: {
  hints: string[];
  onChange: (hints: string[]) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">
        Hints (2 or 3, from a nudge to nearly the approach; or none)
      </legend>
      {hints.map((hint, index) => (
        <FormField key={index} id={`help-hint-${index + 1}`} label={`Hint ${index + 1}`}>
          <Textarea
            id={`help-hint-${index + 1}`}
            value={hint}
            onChange={(e) =>
              onChange(hints.map((old, at) => (at === index ? e.target.value : old)))
            }
            className="min-h-16"
          />
        </FormField>
      ))}
    </fieldset>
  );
}
