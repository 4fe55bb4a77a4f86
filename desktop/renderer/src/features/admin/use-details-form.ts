import { messages, type ProblemAuthoring } from '@zencode/shared/contract';
import { type FormEvent, useState } from 'react';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { type DetailsForm, detailsFormOf, detailsUpdate } from './details-form.ts';
import { failureDetail } from './failure-detail.ts';

/** The details form of one problem: its fields, a setter per field, and Save with its outcome. */
export function useDetailsForm(authoring: ProblemAuthoring, onSaved: () => Promise<void>) {
  const [form, setForm] = useState<DetailsForm>(() => detailsFormOf(authoring));
  const { pending: saving, outcome, run } = useFormAction();
  const set =
    <K extends keyof DetailsForm>(field: K) =>
    (value: DetailsForm[K]) =>
      setForm((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        await adminApi.updateProblem(authoring.problem._id, detailsUpdate(form));
        await onSaved();
        return 'Details saved.';
      },
      (failure) => failureDetail(messages.updateProblemFailed, failure),
    );
  }

  return { form, set, saving, outcome, save };
}

/** A setter for one field of the details form. */
export type SetDetailsField = ReturnType<typeof useDetailsForm>['set'];
