import { useState } from 'react';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { downloadJson } from './download-json.ts';
import { failureReason } from './failure-detail.ts';
import { useRefreshAuthoring } from './use-authoring.ts';

type Action = 'validate' | 'publish' | 'export' | 'discard';

/**
 * The authoring editor's actions on one problem (Validate, Publish or Unpublish, publish or
 * discard a revision, Export), one at a time: which one is running (`busy`) and the notice it
 * left. `onValidated` runs once a validation's result is in.
 */
export function useAuthoringActions(problemId: string, onValidated: () => void) {
  const refresh = useRefreshAuthoring(problemId);
  const { pending, outcome: notice, run, setOutcome } = useFormAction();
  const [action, setAction] = useState<Action | null>(null);

  async function act(kind: Action, work: () => Promise<string | void>) {
    setAction(kind);
    await run(work, failureReason);
  }

  return {
    busy: pending ? action : null,
    notice,
    validate: () =>
      act('validate', async () => {
        const result = await adminApi.validate(problemId);
        await refresh();
        onValidated();
        if (result.passed) return 'Validation passed: the reference solves every case.';
        // A failure reads as one, like the report below it.
        setOutcome({ tone: 'error', text: 'Validation failed: see what fails below.' });
      }),
    togglePublished: (published: boolean) =>
      act('publish', async () => {
        const fresh = published
          ? await adminApi.unpublish(problemId)
          : await adminApi.publish(problemId);
        await refresh(fresh);
        return published
          ? 'Back to draft: hidden from learners.'
          : 'Published: learners can solve it now.';
      }),
    publishRevision: () =>
      act('publish', async () => {
        await refresh(await adminApi.publish(problemId));
        return 'Revision published: learners are judged against it now.';
      }),
    discardRevision: () =>
      act('discard', async () => {
        await refresh(await adminApi.discardRevision(problemId));
        return 'Revision discarded: the published version is unchanged.';
      }),
    exportProblem: () =>
      act('export', async () => {
        downloadJson(`${problemId}.json`, await adminApi.exportProblem(problemId));
        return 'Exported as bulk-upload JSON.';
      }),
  };
}

/** What the editor's header and notices show and do. */
export type AuthoringActions = ReturnType<typeof useAuthoringActions>;
