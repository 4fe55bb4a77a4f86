import { sql } from 'kysely';
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
    // Entries filed in the same millisecond: in the order they were filed (not by random key).
    .orderBy(sql`rowid`)
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
