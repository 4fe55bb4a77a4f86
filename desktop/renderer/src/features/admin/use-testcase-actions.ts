import { useFormAction } from '@/lib/use-form-action.ts';
import { failureReason } from './failure-detail.ts';

/**
 * Runs one change to a problem's cases at a time: `busy` meanwhile, then `onChanged` (the
 * authoring data reads itself again), or the failure's reason in `error`. Resolves whether it
 * succeeded, so a form clears itself only then.
 */
export function useTestcaseActions(onChanged: () => Promise<void>) {
  const { pending, outcome, setOutcome, run } = useFormAction();
  const act = (action: () => Promise<unknown>) =>
    run(async () => {
      await action();
      await onChanged();
    }, failureReason);
  return {
    busy: pending,
    error: outcome?.text ?? null,
    setError: (text: string) => setOutcome({ tone: 'error', text }),
    act,
  };
}
