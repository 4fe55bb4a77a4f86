import { useCallback, useState } from 'react';

/** What a form says once its action is over: a FormAlert's tone and text. */
export interface FormOutcome {
  tone: 'error' | 'success';
  text: string;
}

/**
 * A form's action (save, send, change): `pending` while it runs, then its `outcome`, the success
 * text the action returns (if it returns one) or the text `failureText` makes of what it threw.
 * `setOutcome` says something without running (a check before saving). `run` resolves whether
 * the action succeeded, so a form can clear itself only then.
 */
export function useFormAction() {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const run = useCallback(
    async (
      action: () => Promise<string | void>,
      failureText: (failure: unknown) => string,
    ): Promise<boolean> => {
      setPending(true);
      setOutcome(null);
      try {
        const success = await action();
        if (typeof success === 'string') setOutcome({ tone: 'success', text: success });
        return true;
      } catch (failure) {
        setOutcome({ tone: 'error', text: failureText(failure) });
        return false;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { pending, outcome, setOutcome, run };
}
