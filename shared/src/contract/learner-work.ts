import { z } from 'zod';
import { languageSchema } from './signature.ts';

/*
 * The learner's own unsent work on one device: code drafts per problem and language and custom
 * test inputs per problem. The web app keeps it in localStorage; the desktop app in its SQLite
 * store, one set per server, reached over IPC with these shapes.
 */

/** Longer than Submit accepts: a draft is kept whatever its length, only sending is limited. */
export const DRAFT_MAX_LENGTH = 1_000_000;
/** Custom inputs kept per problem (the panel adds up to CUSTOM_CASES_MAX; older saves may hold more). */
export const SAVED_CUSTOM_CASES_MAX = 100;
/** Drafts and custom-case sets moved in one call (the one-time move from localStorage). */
export const LEARNER_WORK_ITEMS_MAX = 20_000;

const problemIdSchema = z.string().min(1).max(200);

export const savedDraftSchema = z.object({
  problemId: problemIdSchema,
  language: languageSchema,
  code: z.string().max(DRAFT_MAX_LENGTH),
});
export type SavedDraft = z.infer<typeof savedDraftSchema>;

export const savedCustomCasesSchema = z.object({
  problemId: problemIdSchema,
  inputs: z.array(z.string().max(DRAFT_MAX_LENGTH)).max(SAVED_CUSTOM_CASES_MAX),
});
export type SavedCustomCases = z.infer<typeof savedCustomCasesSchema>;

/** Every draft and custom-case set kept for one server. */
export const learnerWorkSchema = z.object({
  drafts: z.array(savedDraftSchema).max(LEARNER_WORK_ITEMS_MAX),
  customCases: z.array(savedCustomCasesSchema).max(LEARNER_WORK_ITEMS_MAX),
});
export type LearnerWork = z.infer<typeof learnerWorkSchema>;
