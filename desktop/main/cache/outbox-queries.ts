import type { OutboxState } from './cache-schema.ts';
import type { CacheDb } from './open-cache-database.ts';

export interface OutboxEntry {
  idempotencyKey: string;
  /** The user id of the session that queued it: only that account's token sends it. */
  account: string;
  problemId: string;
  language: string;
  code: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  state: OutboxState;
  /** The server's reason for a refused entry, or why a paused one waits. */
  reason: string | null;
}

/** Puts a submission of `account` in the outbox; it stays until the server has acknowledged it. */
export async function addToOutbox(
  db: CacheDb,
  server: string,
  entry: Pick<OutboxEntry, 'idempotencyKey' | 'account' | 'problemId' | 'language' | 'code'>,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      server,
      idempotency_key: entry.idempotencyKey,
      account: entry.account,
      problem_id: entry.problemId,
      language: entry.language,
      code: entry.code,
      created_at: new Date().toISOString(),
      last_error: null,
      reason: null,
    })
    .execute();
}

/** One account's entries on this server, oldest first; nobody else's are ever listed. */
export async function listOutbox(
  db: CacheDb,
  server: string,
  account: string,
): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('server', '=', server)
    .where('account', '=', account)
    .orderBy('created_at')
    .orderBy('idempotency_key')
    .execute();
  return rows.map((row) => ({
    idempotencyKey: row.idempotency_key,
    account: row.account ?? account,
    problemId: row.problem_id,
    language: row.language,
    code: row.code,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastError: row.last_error,
    state: row.state,
    reason: row.reason,
  }));
}

/** Removes an entry the server acknowledged, or one its account discarded. */
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

/** Sets one entry's state (and its reason: the server's, or why it waits). */
export async function setOutboxState(
  db: CacheDb,
  server: string,
  idempotencyKey: string,
  state: OutboxState,
  reason: string | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ state, reason })
    .where('server', '=', server)
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
}

/** Moves every entry of `account` in state `from` to `to` (pausing at an expired session, resuming at sign-in). */
export async function setAccountOutboxState(
  db: CacheDb,
  server: string,
  account: string,
  from: OutboxState,
  to: OutboxState,
  reason: string | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ state: to, reason })
    .where('server', '=', server)
    .where('account', '=', account)
    .where('state', '=', from)
    .execute();
}
