import type { OutboxState } from './cache-schema.ts';
import type { CacheDb } from './open-cache-database.ts';

/** The cache's two outboxes: submissions, and review-schedule ratings and notes. */
export type OutboxTableName = 'outbox' | 'review_outbox';

/** Removes an entry the server has, or one its account discarded. */
export async function removeOutboxEntry(
  db: CacheDb,
  table: OutboxTableName,
  server: string,
  idempotencyKey: string,
): Promise<void> {
  await db
    .deleteFrom(table)
    .where('server', '=', server)
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
}

/** Counts a failed attempt and keeps why, for the outbox view. */
export async function noteOutboxAttempt(
  db: CacheDb,
  table: OutboxTableName,
  server: string,
  idempotencyKey: string,
  error: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error }))
    .where('server', '=', server)
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
}

/**
 * Sets one entry's state (and its reason: the server's, or why it waits), or that of every entry
 * of `account` in state `from` (pausing at an expired session, resuming at sign-in).
 */
export async function setOutboxState(
  db: CacheDb,
  table: OutboxTableName,
  server: string,
  target: { idempotencyKey: string } | { account: string; from: OutboxState },
  state: OutboxState,
  reason: string | null,
): Promise<void> {
  let query = db.updateTable(table).set({ state, reason }).where('server', '=', server);
  query =
    'idempotencyKey' in target
      ? query.where('idempotency_key', '=', target.idempotencyKey)
      : query.where('account', '=', target.account).where('state', '=', target.from);
  await query.execute();
}
