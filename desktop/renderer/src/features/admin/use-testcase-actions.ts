import { useState } from 'react';
import { failureReason } from './failure-detail.ts';

/**
 * Runs one change to a problem's cases at a time: `busy` meanwhile, then `onChanged` (the
 * authoring data reads itself again), or the failure's reason in `error`. Resolves whether it
 * succeeded, so a form clears itself only then.
 */
export function useTestcaseActions(onChanged: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      await onChanged();
      return true;
    } catch (failure) {
      setError(failureReason(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, act };
}
