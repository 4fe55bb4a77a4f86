import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCacheDatabase, type CacheDb } from './open-cache-database.ts';
import { addToOutbox, listOutbox } from './outbox-queries.ts';
import { addToReviewOutbox, listReviewOutbox } from './review-outbox-queries.ts';

const server = 'http://127.0.0.1:8080';
let dir: string;
let db: CacheDb;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zencode-outbox-order-'));
  ({ db } = await openCacheDatabase(join(dir, 'cache.sqlite')));
  // Every entry made in the same millisecond: only the order they were filed in tells them apart.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:00.000Z') });
});
afterEach(async () => {
  vi.useRealTimers();
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

// Keys are random UUIDs: the later entry's may sort first.
const keys = ['f0000000-later-sorting', '10000000-earlier-sorting', '80000000-in-between'];

describe('the outboxes list entries in the order they were filed', () => {
  it('submissions made in the same millisecond', async () => {
    for (const [index, idempotencyKey] of keys.entries())
      await addToOutbox(db, server, {
        idempotencyKey,
        account: 'user-1',
        problemId: `problem-${index}`,
        language: 'python',
        code: 'pass',
      });
    const listed = await listOutbox(db, server, 'user-1');
    expect(listed.map((entry) => entry.problemId)).toEqual(['problem-0', 'problem-1', 'problem-2']);
  });

  it('review ratings and notes made in the same millisecond', async () => {
    for (const [index, idempotencyKey] of keys.entries())
      await addToReviewOutbox(db, server, {
        idempotencyKey,
        account: 'user-1',
        problemId: 'two-sum',
        write: { kind: 'note', body: `text ${index}`, baseUpdatedAt: null },
      });
    const listed = await listReviewOutbox(db, server, 'user-1');
    expect(listed.map((entry) => (entry.kind === 'note' ? entry.body : null))).toEqual([
      'text 0',
      'text 1',
      'text 2',
    ]);
  });
});
