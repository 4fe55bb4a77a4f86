import {
  type AccountDraft,
  type LanguageId,
  type ProblemStateRequest,
  accountDraftSchema,
  apiRoutes,
  draftConflictSchema,
  fillRoute,
  problemStateRequestSchema,
  problemWorkSchema,
  saveDraftRequestSchema,
} from '@zencode/shared/contract';
import { ApiError, apiBase, apiCall } from '@/lib/api-client.ts';
import { getBearerToken } from '@/lib/token-storage.ts';

export const problemWorkKey = (problemId: string) => ['problem-work', problemId] as const;

/** The problem's drafts, last language and custom inputs on the account. */
export const fetchProblemWork = (problemId: string, signal?: AbortSignal) =>
  apiCall(fillRoute(apiRoutes.me.problemWork, { problemId }), {
    schema: problemWorkSchema,
    signal,
  });

export type SaveOutcome = { saved: AccountDraft } | { conflict: AccountDraft };

/**
 * Saves code on top of `baseVersion`; a 409 is not an error but the other side's draft. The
 * conflict body is read without apiCall (which keeps only a failure's message).
 */
export async function saveAccountDraft(
  problemId: string,
  language: LanguageId,
  code: string,
  baseVersion: number,
): Promise<SaveOutcome> {
  const path = fillRoute(apiRoutes.me.draft, { problemId, language });
  const body = saveDraftRequestSchema.parse({ code, baseVersion });
  const token = getBearerToken();
  const response = await fetch(`${apiBase}${path}`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 409) return { conflict: draftConflictSchema.parse(json).current };
  if (!response.ok) throw new ApiError('Draft not saved', response.status);
  return { saved: accountDraftSchema.parse(json) };
}

export const deleteAccountDraft = (problemId: string, language: LanguageId) =>
  apiCall(fillRoute(apiRoutes.me.draft, { problemId, language }), { method: 'DELETE' });

export const saveProblemState = (problemId: string, state: ProblemStateRequest) =>
  apiCall(fillRoute(apiRoutes.me.problemWork, { problemId }), {
    method: 'PATCH',
    body: state,
    request: problemStateRequestSchema,
  });
