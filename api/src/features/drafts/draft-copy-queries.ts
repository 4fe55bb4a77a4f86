import { DRAFT_COPIES_MAX, type DraftCopy, type LanguageId } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { accountWorkBytes, lockLearner } from './draft-budget.ts';

type CopyRow = { id: string; language: LanguageId; name: string; code: string; created_at: Date };

const columns = ['id', 'language', 'name', 'code', 'created_at'] as const;

const toCopy = (row: CopyRow): DraftCopy => ({
  id: row.id,
  language: row.language,
  name: row.name,
  code: row.code,
  createdAt: row.created_at.toISOString(),
});

/** A problem's named copies, oldest first. */
export async function readDraftCopies(
  db: Db,
  userId: string,
  problemId: string,
): Promise<DraftCopy[]> {
  const rows = await db
    .selectFrom('draft_copies')
    .select(columns)
    .where('user_id', '=', userId)
    .where('problem_id', '=', problemId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toCopy);
}

/** The learner's named copies of these problems, by problem. */
export async function readAllDraftCopies(
  db: Db,
  userId: string,
  problemIds: string[],
): Promise<Map<string, DraftCopy[]>> {
  const rows = await db
    .selectFrom('draft_copies')
    .select(['problem_id', ...columns])
    .where('user_id', '=', userId)
    .where('problem_id', 'in', problemIds)
    .orderBy('problem_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byProblem = new Map<string, DraftCopy[]>();
  for (const row of rows) {
    const copies = byProblem.get(row.problem_id) ?? [];
    copies.push(toCopy(row));
    byProblem.set(row.problem_id, copies);
  }
  return byProblem;
}

/**
 * Keeps a version under a name; 'full' when the problem already keeps DRAFT_COPIES_MAX copies,
 * 'over-budget' when it would take the learner's code past `budgetBytes`. The checks and the
 * insert share a transaction that locks the learner's row, so two saves at once cannot pass
 * a limit together.
 */
export async function saveDraftCopy(
  db: Db,
  key: { userId: string; problemId: string; language: LanguageId },
  copy: { name: string; code: string },
  budgetBytes: number,
): Promise<DraftCopy | 'full' | 'over-budget'> {
  return db.transaction().execute(async (trx) => {
    await lockLearner(trx, key.userId);
    const { count } = await trx
      .selectFrom('draft_copies')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', key.userId)
      .where('problem_id', '=', key.problemId)
      .executeTakeFirstOrThrow();
    if (count >= DRAFT_COPIES_MAX) return 'full';
    const size = Buffer.byteLength(copy.code) + Buffer.byteLength(copy.name);
    if ((await accountWorkBytes(trx, key.userId)) + size > budgetBytes) return 'over-budget';
    const row = await trx
      .insertInto('draft_copies')
      .values({
        user_id: key.userId,
        problem_id: key.problemId,
        language: key.language,
        name: copy.name,
        code: copy.code,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return toCopy(row);
  });
}

/** Forgets one of the learner's copies; false when they have no copy with that id. */
export async function deleteDraftCopy(db: Db, userId: string, copyId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('draft_copies')
    .where('id', '=', copyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
