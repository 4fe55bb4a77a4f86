import { useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  fillRoute,
  messages,
  patternIds,
  patternNames,
  problemHelpFieldsSchema,
  problemHelpFieldsUpdateSchema,
  type PatternId,
} from '@zencode/shared/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { OptionSelect } from '@/components/ui/option-select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { ApiError, apiCall } from '@/lib/api-client.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import {
  type HelpFieldsForm,
  editorialTemplate,
  helpFormOf,
  helpUpdateOf,
} from './help-fields-form.ts';

const helpFieldsPath = (id: string) => fillRoute(apiRoutes.problems.helpFields, { id });
const patternChoices = ['none', ...patternIds] as const;

function HelpFieldsFormView({
  problemId,
  initial,
}: {
  problemId: string;
  initial: HelpFieldsForm;
}) {
  const [form, setForm] = useState(initial);
  const { pending, outcome, run } = useFormAction();
  const set = <K extends keyof HelpFieldsForm>(field: K, value: HelpFieldsForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        const saved = await apiCall(helpFieldsPath(problemId), {
          method: 'PUT',
          body: helpUpdateOf(form),
          request: problemHelpFieldsUpdateSchema,
          schema: problemHelpFieldsSchema,
        });
        setForm(helpFormOf(saved));
        return 'Help saved.';
      },
      (failure) => (failure instanceof ApiError ? failure.message : messages.apiCallFailed),
    );
  }

  return (
    <form onSubmit={(event) => void save(event)} className="grid gap-6">
      <FormField id="help-pattern" label="Pattern">
        <OptionSelect
          id="help-pattern"
          value={form.pattern}
          options={patternChoices}
          labelOf={(choice) => (choice === 'none' ? 'None' : patternNames[choice as PatternId])}
          onChange={(choice) => set('pattern', choice)}
        />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">
          Hints (2 or 3, from a nudge to nearly the approach; or none)
        </legend>
        {form.hints.map((hint, index) => (
          <FormField key={index} id={`help-hint-${index + 1}`} label={`Hint ${index + 1}`}>
            <Textarea
              id={`help-hint-${index + 1}`}
              value={hint}
              onChange={(e) =>
                set(
                  'hints',
                  form.hints.map((old, at) => (at === index ? e.target.value : old)),
                )
              }
              className="min-h-16"
            />
          </FormField>
        ))}
      </fieldset>
      <FormField id="help-similar" label="Similar problems (ids, comma-separated, at most 4)">
        <Input
          id="help-similar"
          value={form.similar}
          onChange={(e) => set('similar', e.target.value)}
          placeholder="two-sum, 3sum"
        />
      </FormField>
      <FormField
        id="help-editorial"
        label="Editorial (Markdown: ## Idea, ## Approach with numbered steps, ## Complexity with time and space; no code)"
      >
        <Textarea
          id="help-editorial"
          value={form.editorial}
          onChange={(e) => set('editorial', e.target.value)}
          placeholder={editorialTemplate}
          className="min-h-64 font-mono text-xs leading-relaxed"
        />
      </FormField>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          Save help
        </Button>
      </div>
    </form>
  );
}

/**
 * The authoring editor's Help tab: a problem's pattern, hints, similar problems and editorial,
 * saved on their own (PUT /problems/{id}/help/fields); the server checks every field.
 */
export function HelpFieldsEditor({ problemId }: { problemId: string }) {
  const fields = useQuery({
    queryKey: ['problem-help-fields', problemId],
    queryFn: ({ signal }) =>
      apiCall(helpFieldsPath(problemId), { schema: problemHelpFieldsSchema, signal }),
    staleTime: Infinity,
  });
  if (fields.isPending) return <Spinner />;
  if (fields.isError) {
    return <FormAlert tone="error">{fields.error.message}</FormAlert>;
  }
  return <HelpFieldsFormView problemId={problemId} initial={helpFormOf(fields.data)} />;
}
