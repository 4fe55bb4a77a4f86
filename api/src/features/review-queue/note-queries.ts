import type { Note } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The learner's notes, newest first; `search` keeps those whose text or problem name holds it. */
export async function listNotes(db: Db, userId: string, search: string): Promise<Note[]> {
  let query = db
    .selectFrom('problem_notes as n')
    .innerJoin('problems as p', 'p.id', 'n.problem_id')
    .select(['n.problem_id', 'p.name', 'n.body', 'n.updated_at'])
    .where('n.user_id', '=', userId)
    .where('n.body', '<>', '');
  const needle = search.trim();
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    query = query.where((eb) =>
      eb.or([eb('n.body', 'ilike', pattern), eb('p.name', 'ilike', pattern)]),
    );
  }
  const rows = await query.orderBy('n.updated_at', 'desc').execute();
  return rows.map((row) => ({
    problemId: row.problem_id,
    name: row.name,
    body: row.body,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** Saves the learner's note on a problem (an empty body keeps an empty note). */
export async function saveNote(db: Db, userId: string, problemId: string, body: string) {
  await db
    .insertInto('problem_notes')
    .values({ user_id: userId, problem_id: problemId, body })
    .onConflict((oc) =>
      oc.columns(['user_id', 'problem_id']).doUpdateSet({ body, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
