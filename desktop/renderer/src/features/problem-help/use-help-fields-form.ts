import {
  apiRoutes,
  fillRoute,
  messages,
  problemHelpFieldsSchema,
  problemHelpFieldsUpdateSchema,
} from '@zencode/shared/contract';
import { type FormEvent, useState } from 'react';
import { ApiError, apiCall } from '@/lib/api-client.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { type HelpFieldsForm, helpFormOf, helpUpdateOf } from './help-fields-form.ts';

/** Where a problem's help fields are read and saved. */
export const helpFieldsPath = (id: string) => fillRoute(apiRoutes.problems.helpFields, { id });

/** The Help tab's form: its fields as typed, a setter per field, and Save (what the server kept). */
export function useHelpFieldsForm(problemId: string, initial: HelpFieldsForm) {
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

  return { form, set, save, pending, outcome };
}
