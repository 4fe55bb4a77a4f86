import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { messages } from '@zencode/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, call } from '../features/auth/auth-testing.ts';
import { learner, problem, solve } from '../features/profile-stats/profile-stats-test-kit.ts';
import { silentLogger } from '../logger.ts';
import { createTestApp } from '../test/test-app.ts';
import { testDatabasePerFile } from '../test/test-database.ts';
import { ChangeFeed } from './change-feed.ts';
import { ReadCache } from './read-cache.ts';

/*
 * Two API instances on one real PostgreSQL, each with its own change feed and read cache, as two
 * processes behind a load balancer: a write through one (or by a judge worker anywhere) is seen by
 * the very next read from the other, with no waiting in between.
 */

const test = testDatabasePerFile();
const feeds: ChangeFeed[] = [];

async function instance() {
  const feed = await ChangeFeed.start(test.connectionString, silentLogger);
  feeds.push(feed);
  const readCache = new ReadCache(feed, 8 * 1024 * 1024);
  return { ...createTestApp(test.db, { readCache }), readCache, feed };
}

beforeAll(async () => {
  await problem(test.db, 'two-sum', 'Easy');
  await problem(test.db, 'lru-cache', 'Medium');
  await problem(test.db, 'word-ladder', 'Hard');
});
afterAll(async () => {
  for (const feed of feeds) await feed.stop();
});

describe('the read cache across API instances', () => {
  it('shows a score change in the next leaderboard read from another instance', async () => {
    const a = await instance();
    const b = await instance();
    const ada = await learner(test.db, a.deps.config, 'ada');
    const bo = await learner(test.db, a.deps.config, 'bo');
    await solve(test.db, ada.id, 'lru-cache');
    await solve(test.db, bo.id, 'two-sum');
    const board = async () => bodyOf(await call(b.app, 'GET', '/api/leaderboard'));
    const rankOf = async (name: string) =>
      bodyOf(await call(b.app, 'GET', `/api/leaderboard/rank/${name}`));
    expect((await board()).data.map((entry: { handle: string }) => entry.handle)).toEqual([
      'ada',
      'bo',
    ]);
    expect(await rankOf('bo')).toEqual({ rank: 2, score: 10 });
    const cached = b.readCache.size.entries;
    expect(cached).toBeGreaterThanOrEqual(2);
    // Served from memory while nothing changes.
    expect(await board()).toEqual(await board());
    expect(b.readCache.size.entries).toBe(cached);

    // A judge worker (in any process) credits bo with a Hard problem.
    await solve(test.db, bo.id, 'word-ladder');
    const after = await board();
    expect(
      after.data.map((entry: { handle: string; score: number }) => [entry.handle, entry.score]),
    ).toEqual([
      ['bo', 50],
      ['ada', 20],
    ]);
    expect(await rankOf('bo')).toEqual({ rank: 1, score: 50 });
    expect(await rankOf('ada')).toEqual({ rank: 2, score: 20 });
    expect(
      (await bodyOf(await call(b.app, 'GET', '/api/leaderboard/ada'))).rank,
      'leaderboard entry',
    ).toBe(2);
  });

  it('hides a profile made private through another instance at once, but not from its owner', async () => {
    const a = await instance();
    const b = await instance();
    const shy = await learner(test.db, a.deps.config, 'shy');
    const other = await learner(test.db, a.deps.config, 'other');
    await solve(test.db, shy.id, 'two-sum');
    const reads = [
      '/api/profile/public/shy',
      '/api/profile/shy',
      '/api/profile/shy/heatmap?tz=Europe%2FParis',
      '/api/leaderboard/rank/shy',
      '/api/leaderboard/shy',
    ];
    for (const path of reads) {
      expect((await call(b.app, 'GET', path)).status, path).toBe(200);
      expect((await call(b.app, 'GET', path, { token: other.token })).status, path).toBe(200);
    }
    const made = await call(a.app, 'PATCH', '/api/profile/public', {
      token: shy.token,
      body: { isPublicProfile: false },
    });
    expect(made.status).toBe(200);
    for (const path of reads) {
      for (const token of [undefined, other.token]) {
        const answer = await call(b.app, 'GET', path, { token });
        expect(answer.status, path).toBe(404);
        expect(await bodyOf(answer)).toEqual({ message: messages.profileNotPublic });
      }
      const own = await call(b.app, 'GET', path, { token: shy.token });
      expect(own.status, path).toBe(200);
      expect(own.headers.get('cache-control'), path).toBe('private, no-cache');
    }
    expect(
      (await bodyOf(await call(b.app, 'GET', '/api/profile/shy', { token: shy.token }))).email,
    ).toBe('shy@example.com');
  });

  it("never undoes a learner's own edit, and never hands the owner the public copy", async () => {
    const a = await instance();
    const b = await instance();
    const me = await learner(test.db, a.deps.config, 'renamer');
    const seen = await bodyOf(await call(b.app, 'GET', '/api/profile/public/renamer'));
    expect(seen.name).toBe('renamer');
    expect(seen).not.toHaveProperty('email');
    // The owner reading through the instance that holds the public copy gets the whole user.
    const own = await bodyOf(
      await call(b.app, 'GET', '/api/profile/public/renamer', { token: me.token }),
    );
    expect(own.email).toBe('renamer@example.com');
    const saved = await call(a.app, 'PATCH', '/api/profile/basic', {
      token: me.token,
      body: { name: 'Ren Amer', username: 'renamer', avatar: '' },
    });
    expect(saved.status).toBe(200);
    expect((await bodyOf(await call(b.app, 'GET', '/api/profile/public/renamer'))).name).toBe(
      'Ren Amer',
    );
  });

  it('answers a repeat with 304 by ETag until the answer changes, with the same ETag everywhere', async () => {
    const a = await instance();
    const b = await instance();
    const tagged = await learner(test.db, a.deps.config, 'tagged');
    await solve(test.db, tagged.id, 'two-sum');
    const first = await call(a.app, 'GET', '/api/leaderboard');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache, no-transform');
    const again = await b.app.request('/api/leaderboard', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await solve(test.db, tagged.id, 'lru-cache');
    const changed = await b.app.request('/api/leaderboard', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('compresses a cached answer once per encoding, with its own ETag, and revalidates it', async () => {
    const a = await instance();
    const b = await instance();
    const heat = await learner(test.db, a.deps.config, 'heat_zip');
    await solve(test.db, heat.id, 'two-sum');
    const path = '/api/profile/heat_zip/heatmap?tz=UTC';
    const plain = await a.app.request(path);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await b.app.request(path, {
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toContain('Accept-Encoding');
      const etag = answer.headers.get('etag')!;
      expect(etag).not.toBe(plain.headers.get('etag'));
      expect(decode(Buffer.from(await answer.arrayBuffer())).toString()).toBe(text);
      const again = await a.app.request(path, {
        headers: { 'accept-encoding': encoding, 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
    }
  });

  it('reads the database while its change listener is down, and caches again once it is back', async () => {
    const a = await instance();
    const down = await instance();
    await down.feed.stop();
    const late = await learner(test.db, a.deps.config, 'late');
    await call(down.app, 'GET', '/api/leaderboard/rank/late');
    expect(down.readCache.size.entries).toBe(0);
    await solve(test.db, late.id, 'two-sum');
    expect((await bodyOf(await call(down.app, 'GET', '/api/leaderboard/rank/late'))).score).toBe(
      10,
    );
  });
});
