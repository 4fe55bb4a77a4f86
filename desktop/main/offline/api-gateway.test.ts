import { beforeEach, describe, expect, it } from 'vitest';
import { desktopAnswerSources, desktopSourceHeader, messages } from '@zencode/shared/contract';
import { addToOutbox, setOutboxState } from '../cache/index.ts';
import { createApiGateway } from './api-gateway.ts';
import { createOutbox } from './outbox.ts';
import { gatewayOptions, useGatewayWorld } from './gateway-test-kit.ts';

// The gateway's last copies of leaderboard and profile reads, against a real HTTP server (closed
// to go offline) and the real SQLite cache.
/** What the real server answers per path (status and body). */
let answers: Map<string, { status: number; body: unknown }>;
beforeEach(() => {
  answers = new Map();
});
const world = useGatewayWorld('zencode-gateway-', (path) => {
  const answer = answers.get(path) ?? { status: 404, body: { message: 'Nope' } };
  return { status: answer.status, type: 'application/json', body: JSON.stringify(answer.body) };
});

function gateway(token: string | null = null) {
  const answerApi = createApiGateway(gatewayOptions(world, token));
  return (path: string, init?: RequestInit) =>
    answerApi(new Request(`app://zencode${path}`, init), `${world.server}${path}`);
}

const serverDown = () => world.down();

const board = { data: [{ username: 'ada', zenScore: 42 }], totalPages: 1 };
const profile = { username: 'ada', name: 'Ada' };
const heatmap = { heatmap: [{ date: '2026-11-23', count: 2 }] };
const paths = {
  board: '/api/leaderboard?page=1&limit=10',
  profile: '/api/profile/ada',
  heatmap: '/api/profile/ada/heatmap?tz=Europe%2FParis',
  rank: '/api/leaderboard/rank/ada',
};

describe('the gateway offline: leaderboard and profiles', () => {
  it('keeps every read the learner opened and answers it offline as a marked copy', async () => {
    answers.set(paths.board, { status: 200, body: board });
    answers.set(paths.profile, { status: 200, body: profile });
    answers.set(paths.heatmap, { status: 200, body: heatmap });
    answers.set(paths.rank, { status: 200, body: { rank: 1, score: 42 } });
    const get = gateway();
    for (const path of Object.values(paths)) {
      const online = await get(path);
      expect(online.status).toBe(200);
      // The server's own answer is not a copy.
      expect(online.headers.get(desktopSourceHeader)).toBeNull();
      await online.text();
    }

    await serverDown();
    const offlineBoard = await get(paths.board);
    expect(offlineBoard.status).toBe(200);
    expect(offlineBoard.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.offlineCopy);
    expect(await offlineBoard.json()).toEqual(board);
    expect(await (await get(paths.profile)).json()).toEqual(profile);
    const offlineHeatmap = await get(paths.heatmap);
    expect(offlineHeatmap.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.offlineCopy);
    expect(await offlineHeatmap.json()).toEqual(heatmap);
    expect(await (await get(paths.rank)).json()).toEqual({ rank: 1, score: 42 });
  });

  it('answers a read never saved with the offline text, marked unreachable', async () => {
    const get = gateway();
    await serverDown();
    for (const path of ['/api/profile/bob', '/api/leaderboard?page=2&limit=10']) {
      const answer = await get(path);
      expect(answer.status).toBe(502);
      expect(answer.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.unreachable);
      expect(await answer.json()).toEqual({ message: messages.serverUnreachable });
    }
    // A heatmap in another time zone is another read: its copy is not this one.
    answers.set(paths.heatmap, { status: 200, body: heatmap });
    expect((await get(paths.heatmap.replace('Paris', 'Berlin'))).status).toBe(502);
  });

  it('forgets the copy of a profile the server now refuses (made private)', async () => {
    answers.set(paths.profile, { status: 200, body: profile });
    const get = gateway();
    await (await get(paths.profile)).text();
    answers.set(paths.profile, { status: 404, body: { message: 'Profile not found' } });
    const refused = await get(paths.profile);
    expect(refused.status).toBe(404);
    await refused.text();

    await serverDown();
    const offline = await get(paths.profile);
    expect(offline.status).toBe(502);
    expect(offline.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.unreachable);
  });

  it('keeps the newest copy: a changed answer replaces the saved one', async () => {
    answers.set(paths.board, { status: 200, body: board });
    const get = gateway();
    await (await get(paths.board)).text();
    const newer = { data: [{ username: 'grace', zenScore: 50 }], totalPages: 1 };
    answers.set(paths.board, { status: 200, body: newer });
    await (await get(paths.board)).text();
    await serverDown();
    expect(await (await get(paths.board)).json()).toEqual(newer);
  });
});

describe('the gateway online', () => {
  it("ends the server's request when its caller gives up", async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const answerApi = createApiGateway({
      ...gatewayOptions(world),
      fetchUpstream: (url, init) => {
        seen.push(init?.signal);
        return fetch(url, init);
      },
    });
    answers.set(paths.profile, { status: 200, body: profile });
    const caller = new AbortController();
    const request = new Request(`app://zencode${paths.profile}`, { signal: caller.signal });
    expect((await answerApi(request, `${world.server}${paths.profile}`)).status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.aborted).toBe(false);
    caller.abort();
    expect(seen[0]?.aborted).toBe(true);
  });

  it('starts no outbox round for entries that do not wait: a refused one is left alone', async () => {
    const token = `e30.${Buffer.from(JSON.stringify({ sub: 'user-1' })).toString('base64url')}.sig`;
    const readToken = () => Promise.resolve(token);
    const outbox = createOutbox({
      db: world.db,
      server: world.server,
      fetchUpstream: fetch,
      readToken,
    });
    await addToOutbox(world.db, world.server, {
      idempotencyKey: 'refused-1',
      account: 'user-1',
      problemId: 'gone',
      language: 'python',
      code: 'pass',
    });
    const entry = { idempotencyKey: 'refused-1' };
    await setOutboxState(world.db, 'outbox', world.server, entry, 'refused', 'Problem not found');
    /** Resolved once the gateway has read the outbox's entries. */
    const nextLook = () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    };
    let looked = nextLook();
    const rounds: string[] = [];
    let round: ReturnType<typeof outbox.flush> | undefined;
    const answerApi = createApiGateway({
      ...gatewayOptions(world, token),
      outbox: {
        ...outbox,
        pending: async () => {
          const entries = await outbox.pending();
          looked.resolve();
          return entries;
        },
        flush: () => {
          rounds.push('flush');
          const sent = outbox.flush();
          round = sent;
          return sent;
        },
      },
    });
    answers.set(paths.profile, { status: 200, body: profile });
    /** A read the server answers; resolves once the gateway has looked at the outbox and acted. */
    const read = async () => {
      expect(
        (
          await answerApi(
            new Request(`app://zencode${paths.profile}`),
            `${world.server}${paths.profile}`,
          )
        ).status,
      ).toBe(200);
      await looked.promise;
      await new Promise((resolve) => setImmediate(resolve));
      looked = nextLook();
    };
    await read();
    expect(rounds).toEqual([]);
    // The same entry waiting again: the next answer of the server sends it.
    await setOutboxState(world.db, 'outbox', world.server, entry, 'waiting', null);
    await read();
    expect(rounds).toEqual(['flush']);
    await round;
  });
});

describe('the gateway routes each request by the contract', () => {
  const tokenOf = (sub: string) =>
    `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;

  it('answers a path no contract route has as before: a read keeps its last copy, a write is forwarded', async () => {
    const unknown = '/api/not-in-the-contract?x=1';
    answers.set(unknown, { status: 200, body: { kept: true } });
    const call = gateway();
    await (await call(unknown)).text();
    const write = await call(unknown, { method: 'POST', body: '{}' });
    expect(write.status).toBe(200);
    await write.text();

    await serverDown();
    const read = await call(unknown);
    expect(read.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.offlineCopy);
    expect(await read.json()).toEqual({ kept: true });
    const offlineWrite = await call(unknown, { method: 'POST', body: '{}' });
    expect(offlineWrite.status).toBe(502);
    expect(await offlineWrite.json()).toEqual({ message: messages.serverUnreachable });
  });

  it("keeps each account's last copies its own: another learner offline does not see them", async () => {
    answers.set(paths.profile, { status: 200, body: profile });
    await (await gateway(tokenOf('user-ada'))(paths.profile)).text();
    await serverDown();
    expect((await gateway(tokenOf('user-ben'))(paths.profile)).status).toBe(502);
    expect((await gateway()(paths.profile)).status).toBe(502);
    expect(await (await gateway(tokenOf('user-ada'))(paths.profile)).json()).toEqual(profile);
  });
});
