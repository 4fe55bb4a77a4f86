import { reviewRatingSchema } from '@zencode/shared/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { OutboxState } from './cache-schema.ts';
import type { CacheDb } from './open-cache-database.ts';
import { parseStoredJson } from './parse-stored-json.ts';

/** What an entry sends: a rating of the day's review, a review given up, or a note's text. */
export const reviewOutboxWriteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rating'),
    rating: reviewRatingSchema,
    tz: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('give-up'), tz: z.string(), at: z.string() }),
  z.object({ kind: z.literal('note'), body: z.string(), baseUpdatedAt: z.string().nullable() }),
]);
export type ReviewOutboxWrite = z.infer<typeof reviewOutboxWriteSchema>;

export type ReviewOutboxEntry = ReviewOutboxWrite & {
  idempotencyKey: string;
  /** The user id of the session that made it: only that account's token sends it. */
  account: string;
  problemId: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  state: OutboxState;
  reason: string | null;
};

/** Files a write of `account`; it stays until the server has it (or the account discards it). */
export async function addToReviewOutbox(
  db: CacheDb,
  server: string,
  entry: { idempotencyKey: string; account: string; problemId: string; write: ReviewOutboxWrite },
): Promise<void> {
  const { kind, ...payload } = entry.write;
  await db
    .insertInto('review_outbox')
    .values({
      server,
      idempotency_key: entry.idempotencyKey,
      account: entry.account,
      kind,
      problem_id: entry.problemId,
      payload_json: JSON.stringify(payload),
      created_at: new Date().toISOString(),
      last_error: null,
      reason: null,
    })
    .execute();
}

/** A stored row as an entry; null for one this version cannot read (never sent, never shown). */
function toEntry(row: {
  idempotency_key: string;
  account: string;
  kind: string;
  problem_id: string;
  payload_json: string;
  created_at: string;
  attempts: number;
  last_error: string | null;
  state: OutboxState;
  reason: string | null;
}): ReviewOutboxEntry | null {
  const payload = parseStoredJson(row.payload_json);
  const write = reviewOutboxWriteSchema.safeParse({
    ...(typeof payload === 'object' ? payload : {}),
    kind: row.kind,
  });
  if (!write.success) return null;
  return {
    ...write.data,
    idempotencyKey: row.idempotency_key,
    account: row.account,
    problemId: row.problem_id,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastError: row.last_error,
    state: row.state,
    reason: row.reason,
  };
}

/** One account's entries on this server, oldest first; nobody else's are ever listed. */
export async function listReviewOutbox(
  db: CacheDb,
  server: string,
  account: string,
): Promise<ReviewOutboxEntry[]> {
  const rows = await db
    .selectFrom('review_outbox')
    .selectAll()
    .where('server', '=', server)
    .where('account', '=', account)
    .orderBy('created_at')
    // Entries filed in the same millisecond: in the order they were filed (not by random key).
    .orderBy(sql`rowid`)
    .execute();
  return rows.flatMap((row) => toEntry(row) ?? []);
}
