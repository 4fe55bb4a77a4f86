import type { AccountDraft, LanguageId, ProblemWork } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { readAllDraftCopies, readDraftCopies } from './draft-copy-queries.ts';

type DraftRow = { language: LanguageId; code: string; version: number; updated_at: Date };

const toDraft = (row: DraftRow): AccountDraft => ({
  language: row.language,
  code: row.code,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

/** Whether learners can keep work on this problem (it exists and is not deleted). */
export async function problemAcceptsWork(db: Db, problemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('problems')
    .select('id')
    .where('id', '=', problemId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  return row !== undefined;
}

/** The language this learner used last on any problem, or null. */
async function lastLanguageAnywhere(db: Db, userId: string): Promise<LanguageId | null> {
  const row = await db
    .selectFrom('problem_work')
    .select('last_language')
    .where('user_id', '=', userId)
    .where('last_language', 'is not', null)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.last_language ?? null;
}

/** One problem's drafts, last language (else the last anywhere) and custom inputs. */
export async function readProblemWork(
  db: Db,
  userId: string,
  problemId: string,
): Promise<ProblemWork> {
  const [drafts, work, copies] = await Promise.all([
    db
      .selectFrom('drafts')
      .select(['language', 'code', 'version', 'updated_at'])
      .where('user_id', '=', userId)
      .where('problem_id', '=', problemId)
      .orderBy('language')
      .execute(),
    db
      .selectFrom('problem_work')
      .select(['last_language', 'custom_cases'])
      .where('user_id', '=', userId)
      .where('problem_id', '=', problemId)
      .executeTakeFirst(),
    readDraftCopies(db, userId, problemId),
  ]);
  return {
    problemId,
    lastLanguage: work?.last_language ?? (await lastLanguageAnywhere(db, userId)),
    customCases: work?.custom_cases ?? [],
    drafts: drafts.map(toDraft),
    copies,
  };
}

/** Every problem this learner has work on (the desktop app syncs them all at once). */
export async function readAllProblemWork(db: Db, userId: string): Promise<ProblemWork[]> {
  const [drafts, works, copies] = await Promise.all([
    db
      .selectFrom('drafts')
      .select(['problem_id', 'language', 'code', 'version', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('problem_id')
      .orderBy('language')
      .execute(),
    db
      .selectFrom('problem_work')
      .select(['problem_id', 'last_language', 'custom_cases'])
      .where('user_id', '=', userId)
      .execute(),
    readAllDraftCopies(db, userId),
  ]);
  const byProblem = new Map<string, ProblemWork>();
  const entry = (problemId: string) => {
    let work = byProblem.get(problemId);
    if (!work) {
      work = { problemId, lastLanguage: null, customCases: [], drafts: [], copies: [] };
      byProblem.set(problemId, work);
    }
    return work;
  };
  for (const row of works) {
    Object.assign(entry(row.problem_id), {
      lastLanguage: row.last_language,
      customCases: row.custom_cases,
    });
  }
  for (const row of drafts) entry(row.problem_id).drafts.push(toDraft(row));
  for (const [problemId, kept] of copies) entry(problemId).copies = kept;
  return [...byProblem.values()].sort((a, b) => a.problemId.localeCompare(b.problemId));
}

export type SaveDraftOutcome =
  { saved: true; draft: AccountDraft } | { saved: false; current: AccountDraft };

/**
 * Stores `code` as the next version when `baseVersion` is still the current one (0: none yet);
 * otherwise changes nothing and returns what is stored, for the learner to choose between.
 */
export async function saveDraft(
  db: Db,
  key: { userId: string; problemId: string; language: LanguageId },
  code: string,
  baseVersion: number,
): Promise<SaveDraftOutcome> {
  const columns = ['language', 'code', 'version', 'updated_at'] as const;
  // One statement each way, so two saves at once cannot both win: the insert meets the primary
  // key, the update names the version it replaces.
  const written =
    baseVersion === 0
      ? await db
          .insertInto('drafts')
          .values({
            user_id: key.userId,
            problem_id: key.problemId,
            language: key.language,
            code,
            version: 1,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning(columns)
          .executeTakeFirst()
      : await db
          .updateTable('drafts')
          .set({ code, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
          .where('user_id', '=', key.userId)
          .where('problem_id', '=', key.problemId)
          .where('language', '=', key.language)
          .where('version', '=', baseVersion)
          .returning(columns)
          .executeTakeFirst();
  if (written) return { saved: true, draft: toDraft(written) };
  const current = await db
    .selectFrom('drafts')
    .select(columns)
    .where('user_id', '=', key.userId)
    .where('problem_id', '=', key.problemId)
    .where('language', '=', key.language)
    .executeTakeFirst();
  // A base version of a draft deleted since (reset elsewhere): saved anew from version 1.
  if (!current) return saveDraft(db, key, code, 0);
  return { saved: false, current: toDraft(current) };
}

export async function deleteDraft(
  db: Db,
  key: { userId: string; problemId: string; language: LanguageId },
): Promise<void> {
  await db
    .deleteFrom('drafts')
    .where('user_id', '=', key.userId)
    .where('problem_id', '=', key.problemId)
    .where('language', '=', key.language)
    .execute();
}

/** Sets the problem's last language and/or custom inputs (the latest write wins). */
export async function saveProblemState(
  db: Db,
  userId: string,
  problemId: string,
  state: { lastLanguage?: LanguageId; customCases?: string[] },
): Promise<void> {
  const customCases =
    state.customCases === undefined ? undefined : JSON.stringify(state.customCases);
  await db
    .insertInto('problem_work')
    .values({
      user_id: userId,
      problem_id: problemId,
      last_language: state.lastLanguage ?? null,
      custom_cases: customCases ?? '[]',
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'problem_id']).doUpdateSet({
        ...(state.lastLanguage === undefined ? {} : { last_language: state.lastLanguage }),
        ...(customCases === undefined ? {} : { custom_cases: customCases }),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
