import { z } from 'zod';
import { COMPILER_PAGE_LANGUAGES } from './constants.ts';
import { languageSchema } from './signature.ts';

/*
 * The learner's own unsent work on one device: code drafts per problem and language, custom
 * test inputs per problem, and the online compiler's files. The web app keeps it in localStorage; the desktop app in its SQLite
 * store, one set per account and server, reached over IPC with these shapes.
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

/** Every draft and custom-case set kept for one account on one server. */
export const learnerWorkSchema = z.object({
  drafts: z.array(savedDraftSchema).max(LEARNER_WORK_ITEMS_MAX),
  customCases: z.array(savedCustomCasesSchema).max(LEARNER_WORK_ITEMS_MAX),
});
export type LearnerWork = z.infer<typeof learnerWorkSchema>;

/** Tabs the online compiler keeps open. */
export const COMPILER_FILES_MAX = 500;

/**
 * The longest output kept per stream: above anything a run can print (the judge stops a stream at
 * 1 MiB, and a message may follow), so a run's whole output can always be saved with its file.
 */
export const COMPILER_OUTPUT_MAX_LENGTH = 4 * 1024 * 1024;

/** What a run printed, kept per file (spec: output is kept per file). */
export const savedCompilerOutputSchema = z.object({
  stdout: z.string().max(COMPILER_OUTPUT_MAX_LENGTH),
  /** The error text shown in red: compiler message, stderr or why the run failed. */
  error: z.string().max(COMPILER_OUTPUT_MAX_LENGTH),
  success: z.boolean(),
  /** Where the desktop app ran it ("Ran on this computer: Python 3.11.2"); absent on the web. */
  ranOn: z.string().max(500).optional(),
});
export type SavedCompilerOutput = z.infer<typeof savedCompilerOutputSchema>;

/** One tab of the online compiler: name, language, code, its last output. */
export const savedCompilerFileSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  language: languageSchema.refine((language) => COMPILER_PAGE_LANGUAGES.includes(language)),
  code: z.string().max(DRAFT_MAX_LENGTH),
  output: savedCompilerOutputSchema.nullable(),
});
export type SavedCompilerFile = z.infer<typeof savedCompilerFileSchema>;

/** The online compiler's files, the open one and the stdin sent with Run. */
export const savedCompilerWorkspaceSchema = z.object({
  files: z.array(savedCompilerFileSchema).min(1).max(COMPILER_FILES_MAX),
  activeId: z.string().max(100),
  input: z.string().max(DRAFT_MAX_LENGTH),
});
export type SavedCompilerWorkspace = z.infer<typeof savedCompilerWorkspaceSchema>;
