import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dailyProblemSchema,
  desktopAnswerSources,
  desktopSourceHeader,
  NOTE_MERGE_SEPARATOR,
  noteSchema,
  reviewCardSchema,
  reviewQueueSchema,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJudgeWorld,
  type JudgeWorld,
} from '../../../api/src/features/submissions/judge-test-kit.ts';
import { createTestDatabase, type TestDatabase } from '../../../api/src/test/test-database.ts';
import { openCacheDatabase, type CacheDb } from '../cache/index.ts';
import { createLocalRunner } from '../local-run/local-runner.ts';
import { createApiGateway } from './api-gateway.ts';
import { createConnectionStatus } from './connection-status.ts';
import { createOutbox } from './outbox.ts';
import { fetchOverRoad, serveOverHttp, type Road } from './outbox-test-kit.ts';
import { createReviewOutbox } from './review-outbox.ts';

// The desktop's gateway and review outbox (real main-process modules, real SQLite cache) against
// the real API over HTTP and its PostgreSQL; the road between them is up, down or answers 502.
const dir = mkdtempSync(join(tmpdir(), 'zencode-review-outbox-'));
let test: TestDatabase;
let world: JudgeWorld;
let closeServer: () => void;
let origin: string;
let road: Road = 'up';
/** Every request that reached the server: method and path. */
const arrived: string[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  world = await createJudgeWorld(test, { problems: ['two-sum', 'valid-parentheses'] });
  ({ origin, close: closeServer } = await serveOverHttp((request) => {
    arrived.push(`${request.method} ${new URL(request.url).pathname}`);
    return world.app.fetch(request);
  }));
}, 120_000);
const caches: CacheDb[] = [];
afterAll(async () => {
  for (const db of caches) await db.destroy();
  closeServer?.();
  await world?.close();
  await test?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const fetchUpstream = fetchOverRoad(() => road);
const tokenOf = async (index: number) =>
  (await world.bearer(index)).authorization.slice('Bearer '.length);

/** A desktop app: its cache, its keychain session and its gateway at the app:// seam. */
async function desktop() {
  const { db } = await openCacheDatabase(join(dir, `cache-${caches.length}.sqlite`));
  caches.push(db);
  const session = { token: null as string | null };
  const readToken = () => Promise.resolve(session.token);
  const reviewOutbox = createReviewOutbox({ db, server: origin, fetchUpstream, readToken });
  const answerApi = createApiGateway({
    db,
    server: origin,
    fetchUpstream,
    readToken,
    connection: createConnectionStatus(),
    outbox: createOutbox({ db, server: origin, fetchUpstream, readToken }),
    reviewOutbox,
    localRunner: createLocalRunner({ cacheDir: join(dir, `compile-cache-${caches.length}`) }),
  });
  const call = (method: string, path: string, body?: unknown) =>
    answerApi(
      new Request(`app://zencode${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      `${origin}${path}`,
    );
  return { db, session, reviewOutbox, call };
}

/** A card for `userId` on two-sum, rated Good (proposed) at `at`, as a solve would leave it. */
async function solvedAt(userId: string, at: Date) {
  await test.db
    .insertInto('review_cards')
    .values({ user_id: userId, problem_id: 'two-sum', created_at: at })
    .execute();
  await test.db
    .insertInto('review_logs')
    .values({
      user_id: userId,
      problem_id: 'two-sum',
      rating: 'Good',
      reviewed_at: at,
      proposed: true,
      reasons: JSON.stringify([]),
      submission_id: null,
    })
    .execute();
}
const logsOf = (userId: string) =>
  test.db
    .selectFrom('review_logs')
    .select(['rating', 'proposed', 'reasons'])
    .where('user_id', '=', userId)
    .orderBy('reviewed_at')
    .execute();
const isOfflineCopy = (response: Response) =>
  response.headers.get(desktopSourceHeader) === desktopAnswerSources.offlineCopy;
const queuePath = '/api/review-queue?tz=UTC';

describe('offline desktop ratings sync once', () => {
  it('a rating and a give-up made offline are kept, shown, and reach the account once', async () => {
    const learner = world.users.learner;
    await solvedAt(learner.id, new Date());
    const app = await desktop();
    app.session.token = await tokenOf(0);
    // Online first: the Review page's read leaves its copy on this computer.
    expect(
      reviewQueueSchema.parse(await (await app.call('GET', queuePath)).json()).cards,
    ).toHaveLength(1);

    road = 'down';
    const rated = await app.call('PUT', '/api/review-queue/two-sum/rating?tz=UTC', {
      rating: 'Hard',
    });
    expect(rated.status).toBe(200);
    expect(isOfflineCopy(rated)).toBe(true);
    expect(reviewCardSchema.parse(await rated.json()).last).toMatchObject({
      rating: 'Hard',
      proposed: false,
    });
    const gaveUp = await app.call('POST', '/api/review-queue/two-sum/give-up?tz=UTC');
    expect(reviewCardSchema.parse(await gaveUp.json())).toMatchObject({
      reps: 2,
      last: { rating: 'Again' },
    });
    // The Review page offline: the last copy with both laid over it; the server has neither.
    const offline = await app.call('GET', queuePath);
    expect(isOfflineCopy(offline)).toBe(true);
    expect(reviewQueueSchema.parse(await offline.json()).cards[0]!.last.rating).toBe('Again');
    expect(await app.reviewOutbox.pending()).toMatchObject([
      { kind: 'rating', rating: 'Hard', state: 'waiting', account: learner.id },
      { kind: 'give-up', state: 'waiting', account: learner.id },
    ]);
    expect(await logsOf(learner.id)).toEqual([{ rating: 'Good', proposed: true, reasons: [] }]);

    // A proxy answering for the server is no answer either: both wait.
    road = 'proxy-502';
    await app.reviewOutbox.flush();
    expect(await app.reviewOutbox.pending()).toHaveLength(2);

    // Back online: sent in order, once, even when a flush runs twice and a read triggers another.
    road = 'up';
    const before = arrived.length;
    await Promise.all([
      app.reviewOutbox.flush(),
      app.reviewOutbox.flush(),
      app.call('GET', queuePath),
    ]);
    await app.reviewOutbox.flush();
    expect(await app.reviewOutbox.pending()).toEqual([]);
    expect(await logsOf(learner.id)).toEqual([
      { rating: 'Hard', proposed: false, reasons: [] },
      { rating: 'Again', proposed: false, reasons: ['you gave up this review'] },
    ]);
    const sent = arrived.slice(before).filter((line) => !line.startsWith('GET'));
    expect(sent).toEqual([
      'PUT /api/review-queue/two-sum/rating',
      'POST /api/review-queue/two-sum/give-up',
    ]);
  });

  it('a give-up whose answer was lost, sent again with its key, is logged once', async () => {
    const other = world.users.other;
    await solvedAt(other.id, new Date(Date.now() - 3 * 86_400_000));
    const headers = {
      ...(await world.bearer(1)),
      'content-type': 'application/json',
      'Idempotency-Key': 'give-up-key-0001',
    };
    const at = new Date(Date.now() - 3_600_000).toISOString();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await world.app.request(
        `/api/review-queue/two-sum/give-up?tz=UTC&at=${encodeURIComponent(at)}`,
        { method: 'POST', headers },
      );
      expect(response.status).toBe(200);
    }
    const logs = await test.db
      .selectFrom('review_logs')
      .select(['rating', 'reviewed_at'])
      .where('user_id', '=', other.id)
      .orderBy('reviewed_at')
      .execute();
    expect(logs.map((log) => log.rating)).toEqual(['Good', 'Again']);
    // Logged when the learner gave up, not when it arrived.
    expect(new Date(logs[1]!.reviewed_at).toISOString()).toBe(at);
    // Past activity cannot be made up: a give-up from over 30 days ago is refused, nothing logged.
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const refused = await world.app.request(
      `/api/review-queue/two-sum/give-up?tz=UTC&at=${encodeURIComponent(old)}`,
      { method: 'POST', headers: { ...headers, 'Idempotency-Key': 'give-up-key-0002' } },
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/last 30 days/);
  });

  it('never sends one account’s offline ratings as another account', async () => {
    const [a, b] = [world.users.learner, world.users.other];
    const app = await desktop();
    app.session.token = await tokenOf(0);
    await app.call('GET', queuePath);
    road = 'down';
    await app.call('PUT', '/api/review-queue/two-sum/rating?tz=UTC', { rating: 'Easy' });
    const [before, beforeOther] = [await logsOf(a.id), await logsOf(b.id)];

    app.session.token = await tokenOf(1); // A signs out offline, B signs in
    expect(await app.reviewOutbox.pending()).toEqual([]);
    road = 'up';
    await app.reviewOutbox.resume();
    await app.call('GET', queuePath);
    expect(await logsOf(a.id)).toEqual(before);
    expect(await logsOf(b.id)).toEqual(beforeOther);

    app.session.token = null; // nobody: nothing is sent
    await app.reviewOutbox.flush();
    expect(await logsOf(a.id)).toEqual(before);

    app.session.token = await tokenOf(0); // A again: their rating goes, with their token
    await app.reviewOutbox.resume();
    expect(await app.reviewOutbox.pending()).toEqual([]);
    expect((await logsOf(a.id)).at(-1)).toMatchObject({ rating: 'Easy', proposed: false });
    expect(await logsOf(b.id)).toEqual(beforeOther);
  });

  it('a rating whose day has passed is refused with the reason, and kept', async () => {
    const app = await desktop();
    app.session.token = await tokenOf(1);
    await app.call('GET', queuePath);
    road = 'down';
    await app.call('PUT', '/api/review-queue/two-sum/rating?tz=UTC', { rating: 'Hard' });
    // Meanwhile another device solved it again on a later day than the offline rating's.
    await test.db
      .insertInto('review_logs')
      .values({
        user_id: world.users.other.id,
        problem_id: 'two-sum',
        rating: 'Good',
        reviewed_at: sql<Date>`now() + interval '1 day'`,
        reasons: JSON.stringify([]),
        submission_id: null,
      })
      .execute();
    road = 'up';
    await app.reviewOutbox.flush();
    expect(await app.reviewOutbox.pending()).toMatchObject([
      {
        kind: 'rating',
        rating: 'Hard',
        state: 'refused',
        reason: expect.stringMatching(/Nothing to rate/),
      },
    ]);
    // Shown until the learner discards it; another account cannot.
    const [refused] = await app.reviewOutbox.pending();
    app.session.token = await tokenOf(0);
    await app.reviewOutbox.discard(refused!.idempotencyKey);
    app.session.token = await tokenOf(1);
    expect(await app.reviewOutbox.pending()).toHaveLength(1);
    await app.reviewOutbox.discard(refused!.idempotencyKey);
    expect(await app.reviewOutbox.pending()).toEqual([]);
  });
});

describe('notes and the daily problem offline', () => {
  it('a note written offline is kept, found by search, and merged with an edit made elsewhere', async () => {
    const app = await desktop();
    app.session.token = await tokenOf(0);
    const saved = await app.call('PUT', '/api/notes/two-sum', { body: 'hash map from value' });
    expect(noteSchema.parse(await saved.json()).body).toBe('hash map from value');
    await app.call('GET', '/api/notes/two-sum');
    await app.call('GET', '/api/notes?search=');
    await app.call('GET', '/api/problems');

    road = 'down';
    const first = await app.call('PUT', '/api/notes/two-sum', {
      body: 'complement lookup, one pass',
    });
    expect(isOfflineCopy(first)).toBe(true);
    await app.call('PUT', '/api/notes/valid-parentheses', { body: 'a stack of openers' });
    expect(noteSchema.parse(await (await app.call('GET', '/api/notes/two-sum')).json()).body).toBe(
      'complement lookup, one pass',
    );
    const found = noteSchema
      .array()
      .parse(await (await app.call('GET', '/api/notes?search=STACK')).json());
    expect(found.map((note) => [note.problemId, note.name])).toEqual([
      ['valid-parentheses', 'Valid Parentheses'],
    ]);

    // The web app changes the same note meanwhile: both texts stay, nothing is lost.
    await world.app.request('/api/notes/two-sum', {
      method: 'PUT',
      headers: { ...(await world.bearer(0)), 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'edited on the web' }),
    });
    road = 'up';
    await app.reviewOutbox.flush();
    await app.reviewOutbox.flush();
    const stored = await test.db
      .selectFrom('problem_notes')
      .select(['problem_id', 'body'])
      .where('user_id', '=', world.users.learner.id)
      .orderBy('problem_id')
      .execute();
    expect(stored).toEqual([
      {
        problem_id: 'two-sum',
        body: `edited on the web${NOTE_MERGE_SEPARATOR}complement lookup, one pass`,
      },
      { problem_id: 'valid-parentheses', body: 'a stack of openers' },
    ]);
  });

  it('the daily problem offline is the one the server names for that date', async () => {
    const app = await desktop();
    app.session.token = await tokenOf(0);
    await app.call('GET', '/api/problems');
    const online = dailyProblemSchema.parse(
      await (await app.call('GET', '/api/daily-problem?tz=Pacific%2FKiritimati')).json(),
    );
    road = 'down';
    for (const tz of ['Pacific%2FKiritimati', 'Pacific%2FPago_Pago']) {
      const answer = await app.call('GET', `/api/daily-problem?tz=${tz}`);
      expect(answer.status).toBe(200);
      const daily = dailyProblemSchema.parse(await answer.json());
      // Asked of the server directly (not over the road, which is down).
      const server = dailyProblemSchema.parse(
        await (await world.app.request(`/api/daily-problem?tz=${tz}`)).json(),
      );
      expect(daily.date).toBe(server.date);
      expect(daily.problem).toEqual(server.problem);
    }
    expect(online.problem._id).toMatch(/two-sum|valid-parentheses/);
    road = 'up';
  });
});
