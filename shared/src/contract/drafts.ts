import { z } from 'zod';
import { DRAFT_MAX_LENGTH, SAVED_CUSTOM_CASES_MAX } from './learner-work.ts';
import { languageSchema } from './signature.ts';

/*
 * A learner's work on the account: the code of each problem × language (a draft, versioned), the
 * language last used on each problem, its custom test inputs, and the editor settings. Every
 * client (web, desktop, offline or not) syncs through these routes:
 *
 * - GET    /api/me/drafts                       every problem's work (desktop: sync everything)
 * - GET    /api/me/drafts/{problemId}           one problem's work (the problem page opens with it)
 * - PUT    /api/me/drafts/{problemId}/{language} save code with the version it was based on
 * - DELETE /api/me/drafts/{problemId}/{language} forget it (reset to the starter code)
 * - PATCH  /api/me/drafts/{problemId}           last language and custom inputs (last write wins)
 * - POST   /api/me/drafts/{problemId}/{language}/copies keep a version under a name
 * - DELETE /api/me/draft-copies/{copyId}        forget a named copy
 * - GET/PUT /api/me/editor-settings
 *
 * Saving sends `baseVersion`: the version the client last read (0 when it had none). The server
 * stores the code only when that is still the current version, and answers 409 with the current
 * draft otherwise: both sides changed, so the client shows both and the learner picks (saving the
 * chosen code with the current version as its base). Nothing is overwritten without the learner;
 * "Keep both" keeps the version not chosen as a named copy on the account.
 */

/** One saved draft; `version` counts its saves from 1. */
export const accountDraftSchema = z.object({
  language: languageSchema,
  code: z.string().max(DRAFT_MAX_LENGTH),
  version: z.number().int().min(1),
  updatedAt: z.string(),
});
export type AccountDraft = z.infer<typeof accountDraftSchema>;

export const customInputsSchema = z
  .array(z.string().max(DRAFT_MAX_LENGTH))
  .max(SAVED_CUSTOM_CASES_MAX);

export const DRAFT_COPY_NAME_MAX_LENGTH = 120;

/** A version of a draft kept under a name, beside the draft itself. */
export const draftCopySchema = z.object({
  id: z.string(),
  language: languageSchema,
  name: z.string(),
  code: z.string().max(DRAFT_MAX_LENGTH),
  createdAt: z.string(),
});
export type DraftCopy = z.infer<typeof draftCopySchema>;

export const saveDraftCopyRequestSchema = z.object({
  name: z.string().trim().min(1).max(DRAFT_COPY_NAME_MAX_LENGTH),
  code: z.string().max(DRAFT_MAX_LENGTH),
});
export type SaveDraftCopyRequest = z.infer<typeof saveDraftCopyRequestSchema>;

/** A problem's work on the account. */
export const problemWorkSchema = z.object({
  problemId: z.string(),
  /** The language last used on this problem; else the one last used anywhere; null for none. */
  lastLanguage: languageSchema.nullable(),
  customCases: customInputsSchema,
  drafts: z.array(accountDraftSchema),
  /** Named copies, oldest first. */
  copies: z.array(draftCopySchema),
});
export type ProblemWork = z.infer<typeof problemWorkSchema>;

/** Problems of work in one page of GET /api/me/drafts, unless the client asks for fewer. */
export const DRAFTS_PAGE_DEFAULT = 50;
export const DRAFTS_PAGE_MAX = 200;

/** One page of GET /api/me/drafts: problems by id after `after`; `next` is the next page's `after`. */
export const allProblemWorkSchema = z.object({
  problems: z.array(problemWorkSchema),
  /** The `after` of the next page; null on the last page. */
  next: z.string().nullable(),
});
export type ProblemWorkPage = z.infer<typeof allProblemWorkSchema>;

export const problemWorkPageQuerySchema = z.object({
  /** The `next` of the previous page; unset for the first. */
  after: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(DRAFTS_PAGE_MAX).default(DRAFTS_PAGE_DEFAULT),
});

export const saveDraftRequestSchema = z.object({
  code: z.string().max(DRAFT_MAX_LENGTH),
  /** The version this code was edited from; 0 when the client had no saved draft. */
  baseVersion: z.number().int().min(0),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

/** 409 to a save: someone (another browser) saved since `baseVersion`; here is what they saved. */
export const draftConflictSchema = z.object({
  message: z.string(),
  current: accountDraftSchema,
});
export type DraftConflict = z.infer<typeof draftConflictSchema>;

export const problemStateRequestSchema = z
  .object({ lastLanguage: languageSchema, customCases: customInputsSchema })
  .partial()
  .refine((body) => body.lastLanguage !== undefined || body.customCases !== undefined, {
    message: 'Send lastLanguage, customCases or both.',
  });
export type ProblemStateRequest = z.infer<typeof problemStateRequestSchema>;

export const draftParamsSchema = z.object({
  problemId: z.string().min(1).max(200),
  language: languageSchema,
});
export const problemWorkParamsSchema = z.object({ problemId: z.string().min(1).max(200) });
export const draftCopyParamsSchema = z.object({ copyId: z.uuid() });
