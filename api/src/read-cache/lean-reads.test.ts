import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { messages } from '@zencode/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeListener } from '../http/index.ts';
import { call } from '../features/auth/auth-testing.ts';
import { learner, problem, solve } from '../features/profile-stats/profile-stats-test-kit.ts';
import { silentLogger } from '../logger.ts';
import { createTestApp } from '../test/test-app.ts';
import { testDatabasePerFile } from '../test/test-database.ts';
import { nextDayStart } from '../features/profile-stats/index.ts';
import { ChangeFeed } from './change-feed.ts';
import { aliasBudgetBytes, LeanReads } from './lean-reads.ts';
import { ReadCache } from './read-cache.ts';

/*
 * Two API processes' worth of servers on one real PostgreSQL, each a real node:http server with its
 * own change feed, read cache and lean path, as behind a load balancer. The lean path must answer
 * exactly what the full (Hono) path answers, and never anything a change has made stale.
 */
const test = testDatabasePerFile();
const stops: (() => Promise<void>)[] = [];

async function instance() {
  const feed = await ChangeFeed.start(test.connectionString, silentLogger);
  const readCache = new ReadCache(feed, 8 * 1024 * 1024);
  const { app, deps } = createTestApp(test.db, { readCache });
  const lean = new LeanReads(readCache, silentLogger);
  const server: Server = createServer(nodeListener(app, lean));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await feed.stop();
  });
  return { app, deps, lean, readCache, get: getFrom(server) };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A GET over node:http: the raw bytes, as sent (fetch would decompress them). */
function getFrom(server: Server) {
  const { port } = server.address() as AddressInfo;
  return (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'identity', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              headers: res.headers as Record<string, string>,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
}

/** Every header but Date (and the connection's own), as sorted pairs. */
function headersOf(headers: Record<string, string> | Headers): [string, string][] {
  const pairs = headers instanceof Headers ? [...headers] : Object.entries(headers);
  return pairs
    .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
    .sort(([x], [y]) => x.localeCompare(y));
}

const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

beforeAll(async () => {
  await problem(test.db, 'two-sum', 'Easy');
  await problem(test.db, 'lru-cache', 'Medium');
});

afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('the lean path of cached public reads', () => {
  it('answers a repeat with the very bytes and headers of the full path, in every encoding, and 304s', async () => {
    const a = await instance();
    const ada = await learner(test.db, a.deps.config, 'lean_ada');
    await solve(test.db, ada.id, 'two-sum');
    const paths = [
      '/api/leaderboard?page=1&limit=10',
      '/api/leaderboard/rank/lean_ada',
      '/api/profile/public/lean_ada',
      '/api/profile/lean_ada/heatmap?tz=Europe%2FParis',
      '/api/leaderboard/lean_ada',
    ];
    const decoders: Record<string, (body: Buffer) => Buffer> = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
    };
    let compressed = 0;
    for (const path of paths) {
      for (const encoding of ['identity', 'br', 'gzip, deflate']) {
        const headers = { 'accept-encoding': encoding };
        const served = a.lean.served;
        const full = await a.get(path, headers);
        expect(full.status, path).toBe(200);
        expect(a.lean.served, `${path} ${encoding}: the first read takes the full path`).toBe(
          served,
        );
        const lean = await a.get(path, headers);
        expect(a.lean.served, `${path} ${encoding}: the repeat takes the lean path`).toBe(
          served + 1,
        );
        expect(lean.status).toBe(200);
        expect(headersOf(lean.headers), `${path} ${encoding}`).toEqual(headersOf(full.headers));
        expect(lean.headers['content-security-policy']).toContain("default-src 'self'");
        expect(lean.headers['x-frame-options']).toBe('DENY');
        expect(lean.body.equals(full.body), `${path} ${encoding}`).toBe(true);
        const sentAs = lean.headers['content-encoding'];
        if (sentAs) compressed += 1;
        const decode = sentAs ? decoders[sentAs]! : (body: Buffer) => body;
        expect(JSON.parse(decode(lean.body).toString())).toBeTruthy();

        // 304 on both paths, with the same headers.
        const etag = full.headers.etag!;
        const conditional = { ...headers, 'if-none-match': etag };
        const leanNotModified = await a.get(path, conditional);
        expect(a.lean.served).toBe(served + 2);
        expect(leanNotModified.status).toBe(304);
        expect(leanNotModified.body.length).toBe(0);
        // The full path's 304, through the app itself.
        const fullNotModified = await a.app.request(path, { headers: conditional });
        expect(fullNotModified.status).toBe(304);
        expect(headersOf(leanNotModified.headers), `${path} ${encoding} 304`).toEqual(
          headersOf(fullNotModified.headers),
        );
      }
    }
    // The heatmap (over 1 KiB) went out in Brotli and in gzip.
    expect(compressed).toBeGreaterThanOrEqual(2);
  });

  it('drops a profile made private through another process at once, and never serves its owner', async () => {
    const a = await instance();
    const b = await instance();
    const shy = await learner(test.db, a.deps.config, 'lean_shy');
    await solve(test.db, shy.id, 'two-sum');
    const paths = [
      '/api/profile/public/lean_shy',
      '/api/leaderboard/rank/lean_shy',
      '/api/profile/lean_shy/heatmap?tz=UTC',
      '/api/leaderboard/lean_shy',
    ];
    for (const path of paths) {
      await b.get(path);
      expect((await b.get(path)).status, path).toBe(200);
    }
    const servedBefore = b.lean.served;
    expect(servedBefore).toBeGreaterThanOrEqual(paths.length);
    // The owner (with a token) always takes the full path and gets their private answer.
    const own = await b.get('/api/profile/public/lean_shy', {
      authorization: `Bearer ${shy.token}`,
    });
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(json(own).email).toBe('lean_shy@example.com');
    expect(b.lean.served).toBe(servedBefore);

    const made = await call(a.app, 'PATCH', '/api/profile/public', {
      token: shy.token,
      body: { isPublicProfile: false },
    });
    expect(made.status).toBe(200);
    for (const path of paths) {
      const answer = await b.get(path);
      expect(answer.status, path).toBe(404);
      expect(json(answer)).toEqual({ message: messages.profileNotPublic });
    }
    expect(b.lean.served).toBe(servedBefore);
  });

  it('shows a score change made anywhere in the next read, then answers it on the lean path again', async () => {
    const a = await instance();
    const b = await instance();
    const bo = await learner(test.db, a.deps.config, 'lean_bo');
    await solve(test.db, bo.id, 'two-sum');
    const path = '/api/leaderboard/rank/lean_bo';
    await b.get(path);
    expect(json(await b.get(path))).toMatchObject({ score: 10 });
    const served = b.lean.served;
    await solve(test.db, bo.id, 'lru-cache');
    expect(json(await b.get(path))).toMatchObject({ score: 30 });
    expect(b.lean.served, 'the changed answer came from the full path').toBe(served);
    expect(json(await b.get(path))).toMatchObject({ score: 30 });
    expect(b.lean.served).toBe(served + 1);
  });

  it('forgets a heatmap’s address when "today" moves on in its zone, and no other address', async () => {
    let now = Date.now();
    const feed = await ChangeFeed.start(test.connectionString, silentLogger);
    const readCache = new ReadCache(feed, 1024 * 1024);
    const { app, deps } = createTestApp(test.db, { readCache });
    const lean = new LeanReads(readCache, silentLogger, () => now);
    const server = createServer(nodeListener(app, lean));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await feed.stop();
    });
    const zoned = await learner(test.db, deps.config, 'lean_zoned');
    await solve(test.db, zoned.id, 'two-sum');
    const get = getFrom(server);
    const heatmap = '/api/profile/lean_zoned/heatmap?tz=Asia%2FKolkata';
    const rank = '/api/leaderboard/rank/lean_zoned';
    const midnight = nextDayStart('Asia/Kolkata', now);
    for (const path of [heatmap, rank]) await get(path);
    for (const path of [heatmap, rank]) await get(path);
    expect(lean.served).toBe(2);
    // Quarter hours come and go: both addresses still mean the same answers.
    now = midnight - 1;
    for (const path of [heatmap, rank]) await get(path);
    expect(lean.served, 'just before midnight in Kolkata').toBe(4);
    now = midnight;
    await get(heatmap);
    expect(lean.served, 'the heatmap’s first read of a new day takes the full path').toBe(4);
    await get(rank);
    expect(lean.served, 'the rank does not depend on the day').toBe(5);
    now = midnight + 25 * 60 * 60 * 1000;
    await get(rank);
    expect(lean.served).toBe(6);
  });
});

describe('addresses a stranger makes up', () => {
  it('keeps the learnt addresses within their byte budget, however many spellings arrive', async () => {
    const a = await instance();
    const mallory = await learner(test.db, a.deps.config, 'lean_flood');
    await solve(test.db, mallory.id, 'two-sum');
    // 2,400 spellings of one public read, each with 8 KiB of a query string of its own: 38 MiB
    // of addresses if each were kept (the attack: 48,642 in 55 s took a server to 1.1 GB).
    const padding = 'x'.repeat(8 * 1024);
    for (let start = 0; start < 2400; start += 40) {
      await Promise.all(
        Array.from({ length: 40 }, async (_, offset) => {
          const answer = await a.get(
            `/api/leaderboard/rank/lean_flood?${start + offset}=${padding}`,
          );
          expect(answer.status).toBe(200);
        }),
      );
    }
    expect(a.lean.learntAddressBytes).toBeGreaterThan(aliasBudgetBytes / 2);
    expect(a.lean.learntAddressBytes).toBeLessThanOrEqual(aliasBudgetBytes);
    // The newest addresses are still learnt: the lean path keeps working for them.
    const served = a.lean.served;
    expect((await a.get(`/api/leaderboard/rank/lean_flood?2399=${padding}`)).status).toBe(200);
    expect(a.lean.served).toBe(served + 1);
  });
});
