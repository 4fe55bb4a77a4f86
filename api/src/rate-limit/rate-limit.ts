import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { TooManyRequestsError } from '../errors.ts';

/** At most `limit` hits per fixed window of `windowMs` for one key. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Buckets older than this are deleted: no rule here has a longer window. */
const bucketRetentionMs = 24 * 60 * 60 * 1000;

/** Raised when a limit is reached; the HTTP layer adds Retry-After from it. */
export class RateLimitedError extends TooManyRequestsError {
  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}

/**
 * Counts one hit for `key` in its current fixed window and says whether it is within the rule.
 * The counter lives in PostgreSQL (one upsert), so every API instance shares it.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = windowStartOf(rule, now);
  const row = await db
    .insertInto('rate_limit_buckets')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet({ count: sql`rate_limit_buckets.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count === 1) {
    // A new window began somewhere: a good moment to forget the windows nobody needs any more.
    await db
      .deleteFrom('rate_limit_buckets')
      .where('window_start', '<', new Date(now.getTime() - bucketRetentionMs))
      .execute();
  }
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: secondsLeftInWindow(rule, now),
  };
}

/** The hits counted for `key` in its current window without counting one; `allowed`: one more would be. */
export async function peekRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const row = await db
    .selectFrom('rate_limit_buckets')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStartOf(rule, now))
    .executeTakeFirst();
  const count = row?.count ?? 0;
  return {
    allowed: count < rule.limit,
    count,
    retryAfterSeconds: secondsLeftInWindow(rule, now),
  };
}

/** Forgets every hit counted for `key`. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('key', '=', key).execute();
}

function windowStartOf(rule: RateLimitRule, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

function secondsLeftInWindow(rule: RateLimitRule, now: Date): number {
  const windowEnd = windowStartOf(rule, now).getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}

/** hitRateLimit for each key; throws RateLimitedError (429) when any is over its rule. */
export async function enforceRateLimits(
  db: Db,
  hits: { key: string; rule: RateLimitRule }[],
  now: Date = new Date(),
): Promise<void> {
  let retryAfterSeconds = 0;
  for (const { key, rule } of hits) {
    const result = await hitRateLimit(db, key, rule, now);
    if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) throw new RateLimitedError(retryAfterSeconds);
}
