import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ProblemFields } from './problem-fields.ts';

/** The problem form's required texts: Name, Statement and Code Template. */
export function ProblemTextFields({
  fields,
  onChange,
}: {
  fields: ProblemFields;
  onChange: (patch: Partial<ProblemFields>) => void;
}) {
  return (
    <>
      <FormField id="problem-name" label="Name">
        <Input
          id="problem-name"
          value={fields.name}
          onChange={(event) => onChange({ name: event.target.value })}
          placeholder="Two Sum"
          required
          autoFocus
        />
      </FormField>
      <FormField id="problem-statement" label="Statement">
        <Textarea
          id="problem-statement"
          value={fields.statement}
          onChange={(event) => onChange({ statement: event.target.value })}
          placeholder="Describe the task in Markdown."
          className="min-h-32 font-sans"
          required
        />
      </FormField>
      <FormField id="problem-code" label="Code Template">
        <Textarea
          id="problem-code"
          value={fields.code}
          onChange={(event) => onChange({ code: event.target.value })}
          placeholder="What learners start from: paste a class or function in any language, e.g. a Solution class with one method."
          className="min-h-28 placeholder:font-sans placeholder:italic"
          spellCheck={false}
          required
        />
      </FormField>
    </>
  );
}
