import { messages, type Problem } from '@zencode/shared/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { adminApi } from './admin-api.ts';
import { failureDetail } from './failure-detail.ts';
import { problemFieldsComplete, problemFieldsOf, type ProblemFields } from './problem-fields.ts';
import { signatureFromTemplate } from './signature-from-template.ts';
import { useReloadProblems } from './use-admin-problems.ts';

/**
 * The create/edit form's state, from the problem's fields (or empty), and its submit: creates or
 * updates, reloads the lists, then closes; a failure is kept as the form's error.
 */
export function useProblemForm(
  problem: Problem | null,
  {
    onClose,
    onBusyChange,
    onSaved,
  }: {
    onClose: () => void;
    onBusyChange: (busy: boolean) => void;
    onSaved?: (problem: Problem) => void;
  },
) {
  const editing = problem !== null;
  const [fields, setFields] = useState(() => problemFieldsOf(problem));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reload = useReloadProblems();
  // A new problem can take its signature from its Code Template (the server keeps the template).
  const declared = useMemo(
    () => (editing ? null : signatureFromTemplate(fields.code)),
    [editing, fields.code],
  );
  const [useDeclared, setUseDeclared] = useState(true);
  const set = (patch: Partial<ProblemFields>) => setFields((current) => ({ ...current, ...patch }));
  const complete = problemFieldsComplete(fields);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || saving) return;
    setSaving(true);
    onBusyChange(true);
    setError(null);
    try {
      const saved = problem
        ? await adminApi.updateProblem(problem._id, fields)
        : await adminApi.createProblem(
            declared && useDeclared ? { ...fields, signature: declared } : fields,
          );
      await reload();
      onBusyChange(false);
      onClose();
      onSaved?.(saved);
    } catch (failure) {
      const title = editing ? messages.updateProblemFailed : messages.createProblemFailed;
      setError(failureDetail(title, failure));
      onBusyChange(false);
    } finally {
      setSaving(false);
    }
  }

  return { fields, set, complete, saving, error, declared, useDeclared, setUseDeclared, submit };
}
