import {
  NOTE_COPIES_MAX,
  NOTE_MAX_LENGTH,
  NOTE_MERGE_SEPARATOR,
  type Note,
  type NoteCopy,
} from '@zencode/shared/contract';
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

/** What a save did: stored the text (alone or merged), or kept it as a copy beside the note. */
export type NoteSaveOutcome = 'saved' | 'kept-as-copy' | 'copies-full';

/**
 * Saves the learner's note on a problem (an empty body keeps an empty note). From the desktop app
 * (an offline edit sent later): a `clientKey` already applied changes nothing, and a text written
 * on an older version (`baseUpdatedAt`) is kept after the stored one, so neither is lost. When
 * both together would pass NOTE_MAX_LENGTH, the stored text stays the note and the other is kept
 * as a copy beside it ('copies-full', and nothing changed, once NOTE_COPIES_MAX are kept).
 */
export async function saveNote(
  db: Db,
  userId: string,
  problemId: string,
  note: { body: string; baseUpdatedAt?: string; clientKey?: string | null },
): Promise<NoteSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('problem_notes')
      .select(['body', 'updated_at', 'client_key'])
      .where('user_id', '=', userId)
      .where('problem_id', '=', problemId)
      .forUpdate()
      .executeTakeFirst();
    if (note.clientKey && stored?.client_key === note.clientKey) return 'saved';
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
    if (body.length > NOTE_MAX_LENGTH) {
      const { count } = await trx
        .selectFrom('note_copies')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('user_id', '=', userId)
        .where('problem_id', '=', problemId)
        .executeTakeFirstOrThrow();
      if (count >= NOTE_COPIES_MAX) return 'copies-full';
      await trx
        .insertInto('note_copies')
        .values({ user_id: userId, problem_id: problemId, body: note.body })
        .execute();
      // The note's text and version stay; the key marks this save as applied (a resend is not
      // kept twice).
      await trx
        .updateTable('problem_notes')
        .set({ client_key: note.clientKey ?? null })
        .where('user_id', '=', userId)
        .where('problem_id', '=', problemId)
        .execute();
      return 'kept-as-copy';
    }
    const values = { body, client_key: note.clientKey ?? null, updated_at: sql<Date>`now()` };
    await trx
      .insertInto('problem_notes')
      .values({ user_id: userId, problem_id: problemId, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'problem_id']).doUpdateSet(values))
      .execute();
    return 'saved';
  });
}

/** The note's copies, oldest first. */
export async function noteCopiesOf(db: Db, userId: string, problemId: string): Promise<NoteCopy[]> {
  const rows = await db
    .selectFrom('note_copies')
    .select(['id', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .where('problem_id', '=', problemId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Forgets one copy of the learner's note; false when they keep no such copy. */
export async function deleteNoteCopy(
  db: Db,
  userId: string,
  problemId: string,
  copyId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('note_copies')
    .where('id', '=', copyId)
    .where('user_id', '=', userId)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
