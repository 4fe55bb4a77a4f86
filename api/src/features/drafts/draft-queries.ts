import type {
  AccountDraft,
  LanguageId,
  ProblemWork,
  ProblemWorkPage,
} from '@zencode/shared/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { accountWorkBytes, lockLearner } from './draft-budget.ts';
import { readAllDraftCopies, readDraftCopies } from './draft-copy-queries.ts';

type Trx = Transaction<Database>;
type DraftKey = { userId: string; problemId: string; language: LanguageId };

type DraftRow = { language: LanguageId; code: string; version: number; updated_at: Date };

const toDraft = (row: DraftRow): AccountDraft => ({
  language: row.language,
  code: row.code,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

/**
 * Whether this user can keep work on this problem: a learner on a published one only (an
 * unpublished id must answer as a made-up one), an admin on any not deleted.
 */
export async function problemAcceptsWork(
  db: Db,
  problemId: string,
  asAdmin: boolean,
): Promise<boolean> {
  const row = await db
    .selectFrom('problems')
    .select('id')
    .where('id', '=', problemId)
    .where('status', asAdmin ? '!=' : '=', asAdmin ? 'deleted' : 'published')
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

/**
 * One page of the problems this learner has work on, by id after `after` (the desktop app syncs
 * them all, page by page, so that no answer holds the whole account at once).
 */
export async function readProblemWorkPage(
  db: Db,
  userId: string,
  page: { after?: string; limit: number },
): Promise<ProblemWorkPage> {
  const ids = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('drafts')
        .select('problem_id')
        .where('user_id', '=', userId)
        .union(eb.selectFrom('problem_work').select('problem_id').where('user_id', '=', userId))
        .union(eb.selectFrom('draft_copies').select('problem_id').where('user_id', '=', userId))
        .as('w'),
    )
    .select('w.problem_id')
    .$if(page.after !== undefined, (query) => query.where('w.problem_id', '>', page.after!))
    .orderBy('w.problem_id')
    .limit(page.limit + 1)
    .execute();
  const more = ids.length > page.limit;
  const wanted = ids.slice(0, page.limit).map((row) => row.problem_id);
  if (wanted.length === 0) return { problems: [], next: null };
  return {
    problems: await readWorkOf(db, userId, wanted),
    next: more ? wanted.at(-1)! : null,
  };
}

/** The work of these problems of the learner, by problem id. */
async function readWorkOf(db: Db, userId: string, problemIds: string[]): Promise<ProblemWork[]> {
  const [drafts, works, copies] = await Promise.all([
    db
      .selectFrom('drafts')
      .select(['problem_id', 'language', 'code', 'version', 'updated_at'])
      .where('user_id', '=', userId)
      .where('problem_id', 'in', problemIds)
      .orderBy('problem_id')
      .orderBy('language')
      .execute(),
    db
      .selectFrom('problem_work')
      .select(['problem_id', 'last_language', 'custom_cases'])
      .where('user_id', '=', userId)
      .where('problem_id', 'in', problemIds)
      .execute(),
    readAllDraftCopies(db, userId, problemIds),
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
  // In the database's order of ids, as the pages are cut.
  return problemIds.flatMap((id) => byProblem.get(id) ?? []);
}

export type SaveDraftOutcome =
  | { saved: true; draft: AccountDraft }
  | { saved: false; current: AccountDraft }
  | { saved: false; overBudget: true };

/**
 * Stores `code` as the next version when `baseVersion` is still the current one (0: none yet);
 * otherwise changes nothing and returns what is stored, for the learner to choose between. A save
 * that would take the learner's code past `budgetBytes` changes nothing either.
 */
export async function saveDraft(
  db: Db,
  key: DraftKey,
  code: string,
  baseVersion: number,
  budgetBytes: number,
): Promise<SaveDraftOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockLearner(trx, key.userId);
    const others = await accountWorkBytes(trx, key.userId, { draft: key });
    if (others + Buffer.byteLength(code) > budgetBytes) return { saved: false, overBudget: true };
    return writeDraft(trx, key, code, baseVersion);
  });
}

async function writeDraft(
  trx: Trx,
  key: DraftKey,
  code: string,
  baseVersion: number,
): Promise<SaveDraftOutcome> {
  const columns = ['language', 'code', 'version', 'updated_at'] as const;
  // One statement each way, so two saves at once cannot both win: the insert meets the primary
  // key, the update names the version it replaces.
  const written =
    baseVersion === 0
      ? await trx
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
      : await trx
          .updateTable('drafts')
          .set({ code, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
          .where('user_id', '=', key.userId)
          .where('problem_id', '=', key.problemId)
          .where('language', '=', key.language)
          .where('version', '=', baseVersion)
          .returning(columns)
          .executeTakeFirst();
  if (written) return { saved: true, draft: toDraft(written) };
  const current = await trx
    .selectFrom('drafts')
    .select(columns)
    .where('user_id', '=', key.userId)
    .where('problem_id', '=', key.problemId)
    .where('language', '=', key.language)
    .executeTakeFirst();
  // A base version of a draft deleted since (reset elsewhere): saved anew from version 1.
  if (!current) return writeDraft(trx, key, code, 0);
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

/**
 * Sets the problem's last language and/or custom inputs (the latest write wins); false, and
 * nothing changed, when the inputs would take the learner's code past `budgetBytes`.
 */
export async function saveProblemState(
  db: Db,
  userId: string,
  problemId: string,
  state: { lastLanguage?: LanguageId; customCases?: string[] },
  budgetBytes: number,
): Promise<boolean> {
  const customCases =
    state.customCases === undefined ? undefined : JSON.stringify(state.customCases);
  return db.transaction().execute(async (trx) => {
    if (customCases !== undefined) {
      await lockLearner(trx, userId);
      const others = await accountWorkBytes(trx, userId, { inputsOf: problemId });
      if (others + Buffer.byteLength(customCases) > budgetBytes) return false;
    }
    await writeProblemState(trx, userId, problemId, state.lastLanguage, customCases);
    return true;
  });
}

async function writeProblemState(
  trx: Trx,
  userId: string,
  problemId: string,
  lastLanguage: LanguageId | undefined,
  customCases: string | undefined,
): Promise<void> {
  await trx
    .insertInto('problem_work')
    .values({
      user_id: userId,
      problem_id: problemId,
      last_language: lastLanguage ?? null,
      custom_cases: customCases ?? '[]',
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'problem_id']).doUpdateSet({
        ...(lastLanguage === undefined ? {} : { last_language: lastLanguage }),
        ...(customCases === undefined ? {} : { custom_cases: customCases }),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
