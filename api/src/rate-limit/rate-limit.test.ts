import { messages } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../features/auth/index.ts';
import { testDatabasePerFile } from '../test/test-database.ts';
import {
  clearRateLimit,
  enforceRateLimits,
  hitRateLimit,
  peekRateLimit,
  RateLimitedError,
} from './rate-limit.ts';

const test = testDatabasePerFile();

const at = (iso: string) => new Date(iso);

describe('fixed-window rate limit', () => {
  it('allows `limit` hits per window and says how long to wait', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i += 1) {
      results.push(await hitRateLimit(test.db, 'k1', rule, at('2026-01-01T10:00:15Z')));
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[3]!.retryAfterSeconds).toBe(45);
    const nextWindow = await hitRateLimit(test.db, 'k1', rule, at('2026-01-01T10:01:00Z'));
    expect(nextWindow).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('peeks at a window without counting, and clears a key', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const now = at('2026-01-01T10:30:15Z');
    expect(await peekRateLimit(test.db, 'peek', rule, now)).toEqual({
      allowed: true,
      count: 0,
      retryAfterSeconds: 45,
    });
    await hitRateLimit(test.db, 'peek', rule, now);
    await hitRateLimit(test.db, 'peek', rule, now);
    expect(await peekRateLimit(test.db, 'peek', rule, now)).toMatchObject({
      allowed: false,
      count: 2,
    });
    expect((await peekRateLimit(test.db, 'peek', rule, now)).count).toBe(2);
    await clearRateLimit(test.db, 'peek');
    expect((await peekRateLimit(test.db, 'peek', rule, now)).count).toBe(0);
  });

  it('keeps keys apart', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    const now = at('2026-01-01T11:00:00Z');
    expect((await hitRateLimit(test.db, 'a', rule, now)).allowed).toBe(true);
    expect((await hitRateLimit(test.db, 'b', rule, now)).allowed).toBe(true);
    expect((await hitRateLimit(test.db, 'a', rule, now)).allowed).toBe(false);
  });

  it('counts concurrent hits exactly (one upsert each)', async () => {
    const rule = { limit: 10, windowMs: 60_000 };
    const now = at('2026-01-01T12:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 15 }, () => hitRateLimit(test.db, 'burst', rule, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
  });

  it('forgets windows older than a day when a new window starts', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    await hitRateLimit(test.db, 'stale', rule, at('2026-01-01T00:00:00Z'));
    await hitRateLimit(test.db, 'fresh', rule, at('2026-01-03T00:00:00Z'));
    const keys = await test.db.selectFrom('rate_limit_buckets').select('key').execute();
    expect(keys.map((row) => row.key)).not.toContain('stale');
    expect(keys.map((row) => row.key)).toContain('fresh');
  });

  it('throws a 429 with the longest wait when any rule is over', async () => {
    const now = at('2026-01-04T00:00:30Z');
    const hits = [
      { key: 'ip', rule: { limit: 5, windowMs: 60_000 } },
      { key: 'email', rule: { limit: 1, windowMs: 3_600_000 } },
    ];
    await enforceRateLimits(test.db, hits, now);
    const error = await enforceRateLimits(test.db, hits, now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).status).toBe(429);
    expect((error as RateLimitedError).message).toBe(messages.tooManyRequests);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(3570);
  });

  it('applies the real forgot-password default: one mail a minute per e-mail', async () => {
    const rule = defaultRateLimits.forgotPasswordPerEmail;
    expect(rule).toEqual({ limit: 1, windowMs: 60_000 });
    const start = at('2026-01-05T00:00:00Z');
    expect((await hitRateLimit(test.db, 'fp', rule, start)).allowed).toBe(true);
    expect((await hitRateLimit(test.db, 'fp', rule, at('2026-01-05T00:00:59Z'))).allowed).toBe(
      false,
    );
    expect((await hitRateLimit(test.db, 'fp', rule, at('2026-01-05T00:01:00Z'))).allowed).toBe(
      true,
    );
  });
});
