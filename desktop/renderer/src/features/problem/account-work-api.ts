import {
  type AccountDraft,
  type LanguageId,
  type ProblemStateRequest,
  type ProblemWork,
  accountDraftSchema,
  allProblemWorkSchema,
  apiRoutes,
  draftConflictSchema,
  draftCopySchema,
  fillRoute,
  problemStateRequestSchema,
  problemWorkSchema,
  saveDraftCopyRequestSchema,
  saveDraftRequestSchema,
} from '@zencode/shared/contract';
import { ApiError, apiBase, apiCall, apiRead } from '@/lib/api-client.ts';
import { getBearerToken } from '@/lib/token-storage.ts';

export const problemWorkKey = (problemId: string) => ['problem-work', problemId] as const;

/** The problem's drafts, last language and custom inputs on the account. */
export const fetchProblemWork = (problemId: string, signal?: AbortSignal) =>
  apiCall(fillRoute(apiRoutes.me.problemWork, { problemId }), {
    schema: problemWorkSchema,
    signal,
  });

/**
 * Every problem's work on the account, page by page, or null when only the desktop's last copy
 * answered a page (the server cannot be reached: nothing is decided from an old copy).
 */
export async function fetchAllProblemWork() {
  const problems: ProblemWork[] = [];
  let after: string | null = '';
  while (after !== null) {
    const query: string = after ? `?after=${encodeURIComponent(after)}` : '';
    const { data, offlineCopy } = await apiRead(`${apiRoutes.me.drafts}${query}`, {
      schema: allProblemWorkSchema,
    });
    if (offlineCopy) return null;
    problems.push(...data.problems);
    after = data.next;
  }
  return problems;
}

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

/** Keeps `code` on the account as a named copy beside the draft. */
export const saveDraftCopy = (
  problemId: string,
  language: LanguageId,
  copy: { name: string; code: string },
) =>
  apiCall(fillRoute(apiRoutes.me.draftCopies, { problemId, language }), {
    method: 'POST',
    body: copy,
    request: saveDraftCopyRequestSchema,
    schema: draftCopySchema,
  });

export const deleteDraftCopy = (copyId: string) =>
  apiCall(fillRoute(apiRoutes.me.draftCopy, { copyId }), { method: 'DELETE' });
