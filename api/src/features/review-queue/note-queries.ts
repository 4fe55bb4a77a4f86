import { NOTE_MERGE_SEPARATOR, type Note } from '@zencode/shared/contract';
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

/**
 * Saves the learner's note on a problem (an empty body keeps an empty note). From the desktop app
 * (an offline edit sent later): a `clientKey` already applied changes nothing, and a text written
 * on an older version (`baseUpdatedAt`) is kept after the stored one, so neither is lost.
 */
export async function saveNote(
  db: Db,
  userId: string,
  problemId: string,
  note: { body: string; baseUpdatedAt?: string; clientKey?: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('problem_notes')
      .select(['body', 'updated_at', 'client_key'])
      .where('user_id', '=', userId)
      .where('problem_id', '=', problemId)
      .forUpdate()
      .executeTakeFirst();
    if (note.clientKey && stored?.client_key === note.clientKey) return;
    const changedSince =
      stored !== undefined &&
      note.baseUpdatedAt !== undefined &&
      Date.parse(note.baseUpdatedAt) !== new Date(stored.updated_at).getTime();
    let body = note.body;
    // Changed elsewhere since this text's version: the stored text stays, this one follows it.
    if (changedSince && stored.body.trim() !== '' && stored.body !== note.body)
      body = stored.body.includes(note.body)
        ? stored.body
        : `${stored.body}${NOTE_MERGE_SEPARATOR}${note.body}`;
    const values = { body, client_key: note.clientKey ?? null, updated_at: sql<Date>`now()` };
    await trx
      .insertInto('problem_notes')
      .values({ user_id: userId, problem_id: problemId, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'problem_id']).doUpdateSet(values))
      .execute();
  });
}
