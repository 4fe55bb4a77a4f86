import type { APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts.ts';

/** The learner's Python draft of a problem as the account holds it (what any browser opens). */
export async function accountPythonDraft(
  request: APIRequestContext,
  learner: TestAccount,
  problemId: string,
) {
  const answer = await request.get(`/api/me/drafts/${problemId}`, {
    headers: { authorization: `Bearer ${learner.token}` },
  });
  const work = (await answer.json()) as {
    drafts: { language: string; code: string; version: number }[];
  };
  return work.drafts.find((draft) => draft.language === 'python') ?? null;
}

/** The code of the learner's Python draft of a problem, or null without one. */
export async function accountPythonCode(
  request: APIRequestContext,
  learner: TestAccount,
  problemId: string,
) {
  return (await accountPythonDraft(request, learner, problemId))?.code ?? null;
}
