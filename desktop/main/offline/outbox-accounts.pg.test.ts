import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@zencode/shared/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogSolution } from '../../../api/src/catalog/index.ts';
import { openCacheDatabase, type CacheDb, type OutboxEntry } from '../cache/index.ts';
import { createOutbox, type OutboxEvent } from './outbox.ts';
import { fetchOverRoad, servedJudgeWorldPerFile, type Road } from './outbox-test-kit.ts';

// The outbox against the real API over HTTP and its PostgreSQL, with the road between them under
// the test's control: up, down (connection refused), or a proxy answering for the server.
const dir = mkdtempSync(join(tmpdir(), 'zencode-outbox-accounts-'));
const file = servedJudgeWorldPerFile();
let road: Road = 'up';
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fetchUpstream = fetchOverRoad(() => road);

const tokenOf = async (index: number) =>
  (await file.world.bearer(index)).authorization.slice('Bearer '.length);
const submissionsOf = async (userId: string) =>
  file.test.db
    .selectFrom('submissions')
    .select(['id', 'code'])
    .where('user_id', '=', userId)
    .execute();

let caches = 0;
async function desktop() {
  const { db } = await openCacheDatabase(join(dir, `cache-${++caches}.sqlite`));
  const session = { token: null as string | null };
  const drafts: OutboxEntry[] = [];
  const events: OutboxEvent[] = [];
  const outbox = createOutbox({
    db,
    server: file.origin,
    fetchUpstream,
    readToken: () => Promise.resolve(session.token),
    keepAsDraft: (entry) => {
      drafts.push(entry);
      return Promise.resolve();
    },
  });
  outbox.onEvent((event) => events.push(event));
  return { db, session, outbox, drafts, events };
}
const closeAll: CacheDb[] = [];
afterAll(async () => {
  for (const db of closeAll) await db.destroy();
});

const twoSum = (marker: string) => ({
  problemId: 'two-sum',
  language: 'python',
  code: `${catalogSolution('two-sum', 'reference', 'python')}\n# ${marker}\n`,
});

describe('the outbox belongs to the account that queued it', () => {
  it('A queues offline, signs out, B signs in and gets nothing; A’s next sign-in sends it', async () => {
    const app = await desktop();
    closeAll.push(app.db);
    const [a, b] = [file.world.users.learner, file.world.users.other];
    app.session.token = await tokenOf(0);
    road = 'down';
    expect((await app.outbox.submit(twoSum('from A'))).kind).toBe('queued');
    expect(await app.outbox.pending()).toMatchObject([{ problemId: 'two-sum', state: 'waiting' }]);

    app.session.token = null; // A signs out
    expect(await app.outbox.pending()).toEqual([]);
    road = 'up';
    app.session.token = await tokenOf(1); // B signs in
    expect(await app.outbox.resume()).toEqual([]);
    expect(await app.outbox.flush()).toEqual([]);
    expect(await app.outbox.pending()).toEqual([]);
    expect(await submissionsOf(b.id)).toEqual([]);
    expect(await submissionsOf(a.id)).toEqual([]);

    app.session.token = await tokenOf(0); // A again
    const [sent] = await app.outbox.resume();
    expect(sent).toMatchObject({ problemId: 'two-sum' });
    expect((await submissionsOf(a.id)).map((row) => row.code)).toEqual([twoSum('from A').code]);
    expect(await submissionsOf(b.id)).toEqual([]);
    expect(await app.outbox.pending()).toEqual([]);
  });
});

describe('nothing vanishes, nothing is sent twice', () => {
  it('a refused entry stays with the server’s reason and its draft; the next one is still sent', async () => {
    const app = await desktop();
    closeAll.push(app.db);
    app.session.token = await tokenOf(1);
    const before = (await submissionsOf(file.world.users.other.id)).length;
    road = 'down';
    const gone = { problemId: 'no-such-problem', language: 'python', code: 'print(1)\n' };
    await app.outbox.submit(gone);
    await app.outbox.submit(twoSum('behind a refused one'));
    road = 'up';
    const sent = await app.outbox.flush();
    expect(sent).toHaveLength(1);
    expect((await submissionsOf(file.world.users.other.id)).length).toBe(before + 1);
    const [refused, ...rest] = await app.outbox.pending();
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({ problemId: 'no-such-problem', state: 'refused' });
    expect(refused!.reason).toMatch(/\w/);
    expect(refused!.reason).not.toMatch(/^HTTP /);
    expect(app.drafts).toMatchObject([gone]);
    expect(app.events.map((event) => event.kind)).toEqual(['refused', 'sent']);
    // The learner discards it: gone from the outbox, its code still kept as a draft.
    await app.outbox.discard(refused!.idempotencyKey);
    expect(await app.outbox.pending()).toEqual([]);
  });

  it('a Submit the server answered 429 is shown as failed and never sent later', async () => {
    const app = await desktop();
    closeAll.push(app.db);
    app.session.token = await tokenOf(1);
    const before = await submissionsOf(file.world.users.other.id);
    road = 'rate-limited';
    const outcome = await app.outbox.submit(twoSum('rate limited'));
    expect(outcome.kind).toBe('sent');
    expect(outcome.kind === 'sent' && outcome.response.status).toBe(429);
    expect(await app.outbox.pending()).toEqual([]);
    road = 'up';
    expect(await app.outbox.flush()).toEqual([]);
    expect(await submissionsOf(file.world.users.other.id)).toEqual(before);
  });

  it('a proxy’s 502 page means the server cannot answer: the Submit is queued', async () => {
    const app = await desktop();
    closeAll.push(app.db);
    app.session.token = await tokenOf(1);
    road = 'proxy-502';
    expect((await app.outbox.submit(twoSum('behind a 502'))).kind).toBe('queued');
    expect(await app.outbox.pending()).toMatchObject([{ state: 'waiting', lastError: 'HTTP 502' }]);
    road = 'up';
    expect(await app.outbox.flush()).toHaveLength(1);
    expect(await app.outbox.pending()).toEqual([]);
  });

  it('an expired session pauses the account’s entries and says so; signing in sends them', async () => {
    const app = await desktop();
    closeAll.push(app.db);
    const valid = await tokenOf(1);
    app.session.token = valid;
    road = 'down';
    await app.outbox.submit(twoSum('expired session'));
    // The same account's token, now refused by the server (expired: its signature no longer holds).
    const [header, payload] = valid.split('.');
    app.session.token = `${header}.${payload}.expired-signature`;
    road = 'up';
    expect(await app.outbox.flush()).toEqual([]);
    expect(await app.outbox.pending()).toMatchObject([
      { state: 'paused', reason: messages.sessionExpired },
    ]);
    expect(app.events.map((event) => event.kind)).toEqual(['paused']);
    // Paused entries are not retried on their own.
    expect(await app.outbox.flush()).toEqual([]);
    app.session.token = valid;
    expect(await app.outbox.resume()).toHaveLength(1);
    expect(await app.outbox.pending()).toEqual([]);
  });

  it('Retry and Discard touch only the signed-in account’s own entries', async () => {
    const app = await desktop();
    closeAll.push(app.db);
    const valid = await tokenOf(0);
    const [header, payload] = valid.split('.');
    app.session.token = valid;
    road = 'down';
    await app.outbox.submit(twoSum('retried by its own account'));
    app.session.token = `${header}.${payload}.expired-signature`;
    road = 'up';
    await app.outbox.flush();
    app.session.token = valid;
    const [paused] = await app.outbox.pending();
    expect(paused).toMatchObject({ state: 'paused' });

    // Another learner on this computer: A's key neither resends nor discards A's entry.
    app.session.token = await tokenOf(1);
    await app.outbox.retry(paused!.idempotencyKey);
    await app.outbox.discard(paused!.idempotencyKey);
    expect(app.drafts).toEqual([]);
    app.session.token = valid;
    expect(await app.outbox.pending()).toMatchObject([
      { idempotencyKey: paused!.idempotencyKey, state: 'paused' },
    ]);

    // A's own Retry sends it.
    await app.outbox.retry(paused!.idempotencyKey);
    expect(await app.outbox.pending()).toEqual([]);
    expect((await submissionsOf(file.world.users.learner.id)).map((row) => row.code)).toContain(
      twoSum('retried by its own account').code,
    );
  });
});
