import {
  type LanguageId,
  type LearnerWork,
  savedCustomCasesSchema,
  savedDraftSchema,
  type SavedCustomCases,
  type SavedDraft,
} from '@zencode/shared/contract';
import type { CacheDb } from './open-cache-database.ts';
import { parseStoredJson } from './parse-stored-json.ts';

/*
 * The learner's drafts and custom test inputs, one set per account and server ('' is the
 * signed-out visitor's). Unlike the catalogue copies these exist nowhere else: they are never
 * cleared by a sync or a log out, and another account never reads them.
 */

/** Whose work: the server and the account (user id), '' for the signed-out visitor. */
export interface WorkOwner {
  server: string;
  account: string;
}

/** The account of the signed-out visitor's work. */
export const visitorAccount = '';

const now = () => new Date().toISOString();

/** Every draft and custom-case set saved for `owner`. */
export async function readLearnerWork(db: CacheDb, owner: WorkOwner): Promise<LearnerWork> {
  const drafts = await db
    .selectFrom('drafts')
    .select(['problem_id', 'language', 'code'])
    .where('server', '=', owner.server)
    .where('account', '=', owner.account)
    .orderBy('problem_id')
    .orderBy('language')
    .execute();
  const cases = await db
    .selectFrom('custom_cases')
    .select(['problem_id', 'inputs_json'])
    .where('server', '=', owner.server)
    .where('account', '=', owner.account)
    .orderBy('problem_id')
    .execute();
  // A row this version cannot read (salvaged from a damaged file, written by a newer app) is
  // left where it is and skipped: one bad row must not hide every other draft.
  return {
    drafts: drafts.flatMap((row) => {
      const draft = savedDraftSchema.safeParse({
        problemId: row.problem_id,
        language: row.language,
        code: row.code,
      });
      return draft.success ? [draft.data] : [];
    }),
    customCases: cases.flatMap((row) => {
      const saved = savedCustomCasesSchema.safeParse({
        problemId: row.problem_id,
        inputs: parseStoredJson(row.inputs_json),
      });
      return saved.success ? [saved.data] : [];
    }),
  };
}

/** What an insert does with a row already saved: replace it (an edit) or keep it (a move). */
type WhenSaved = 'replace' | 'keep';

/** Inserts one draft (`db` may be a transaction); answers how many rows it wrote. */
async function insertDraft(
  db: CacheDb,
  owner: WorkOwner,
  draft: SavedDraft,
  savedAt: string,
  whenSaved: WhenSaved,
): Promise<number> {
  const row = { code: draft.code, saved_at: savedAt };
  const result = await db
    .insertInto('drafts')
    .values({ ...owner, problem_id: draft.problemId, language: draft.language, ...row })
    .onConflict((oc) =>
      whenSaved === 'keep'
        ? oc.doNothing()
        : oc.columns(['server', 'account', 'problem_id', 'language']).doUpdateSet(row),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Inserts one problem's custom inputs (a non-empty list); answers how many rows it wrote. */
async function insertCustomCases(
  db: CacheDb,
  owner: WorkOwner,
  cases: SavedCustomCases,
  savedAt: string,
  whenSaved: WhenSaved,
): Promise<number> {
  const row = { inputs_json: JSON.stringify(cases.inputs), saved_at: savedAt };
  const result = await db
    .insertInto('custom_cases')
    .values({ ...owner, problem_id: cases.problemId, ...row })
    .onConflict((oc) =>
      whenSaved === 'keep'
        ? oc.doNothing()
        : oc.columns(['server', 'account', 'problem_id']).doUpdateSet(row),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Saves (or replaces) the draft of one problem and language. */
export async function saveDraft(db: CacheDb, owner: WorkOwner, draft: SavedDraft): Promise<void> {
  await insertDraft(db, owner, draft, now(), 'replace');
}

/** Forgets a draft (the learner reset the editor to the starter code). */
export async function deleteDraft(
  db: CacheDb,
  owner: WorkOwner,
  problemId: string,
  language: LanguageId,
): Promise<void> {
  await db
    .deleteFrom('drafts')
    .where('server', '=', owner.server)
    .where('account', '=', owner.account)
    .where('problem_id', '=', problemId)
    .where('language', '=', language)
    .execute();
}

/** Saves a problem's custom inputs; an empty list forgets them. */
export async function saveCustomCases(
  db: CacheDb,
  owner: WorkOwner,
  cases: SavedCustomCases,
): Promise<void> {
  if (cases.inputs.length === 0) {
    await db
      .deleteFrom('custom_cases')
      .where('server', '=', owner.server)
      .where('account', '=', owner.account)
      .where('problem_id', '=', cases.problemId)
      .execute();
    return;
  }
  await insertCustomCases(db, owner, cases, now(), 'replace');
}

/**
 * Adds work saved elsewhere (the renderer's localStorage before the store existed) in one
 * transaction. What the store already holds wins: moving the same values twice, after a crash
 * between the move and the clean-up, never overwrites newer work.
 */
export async function importLearnerWork(
  db: CacheDb,
  owner: WorkOwner,
  work: LearnerWork,
): Promise<{ drafts: number; customCases: number }> {
  const savedAt = now();
  return db.transaction().execute(async (trx) => {
    let drafts = 0;
    let customCases = 0;
    for (const draft of work.drafts)
      drafts += await insertDraft(trx, owner, draft, savedAt, 'keep');
    for (const cases of work.customCases)
      if (cases.inputs.length > 0)
        customCases += await insertCustomCases(trx, owner, cases, savedAt, 'keep');
    return { drafts, customCases };
  });
}
