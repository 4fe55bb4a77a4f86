import type { CacheDb } from './open-cache-database.ts';

export interface OutboxEntry {
  idempotencyKey: string;
  problemId: string;
  language: string;
  code: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
}

/** Puts a submission in the outbox; it stays until the server has acknowledged it. */
export async function addToOutbox(
  db: CacheDb,
  server: string,
  entry: Pick<OutboxEntry, 'idempotencyKey' | 'problemId' | 'language' | 'code'>,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      server,
      idempotency_key: entry.idempotencyKey,
      problem_id: entry.problemId,
      language: entry.language,
      code: entry.code,
      created_at: new Date().toISOString(),
      last_error: null,
    })
    .execute();
}

/** The server's waiting submissions, oldest first. */
export async function listOutbox(db: CacheDb, server: string): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('server', '=', server)
    .orderBy('created_at')
    .orderBy('idempotency_key')
    .execute();
  return rows.map((row) => ({
    idempotencyKey: row.idempotency_key,
    problemId: row.problem_id,
    language: row.language,
    code: row.code,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}

/** Removes an entry the server acknowledged. */
export async function removeFromOutbox(
  db: CacheDb,
  server: string,
  idempotencyKey: string,
): Promise<void> {
  await db
    .deleteFrom('outbox')
    .where('server', '=', server)
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
}

/** Counts a failed attempt and keeps why, for the outbox view. */
export async function noteOutboxAttempt(
  db: CacheDb,
  server: string,
  idempotencyKey: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error }))
    .where('server', '=', server)
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
}
