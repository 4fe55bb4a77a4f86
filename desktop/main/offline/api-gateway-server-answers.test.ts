import { desktopAnswerSources, desktopSourceHeader, messages } from '@zencode/shared/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  readProblemFull,
  readProblemList,
  saveProblemFull,
  saveProblemList,
} from '../cache/index.ts';
import { createApiGateway } from './api-gateway.ts';
import { gatewayOptions, useGatewayWorld, type UpstreamAnswer } from './gateway-test-kit.ts';

// What the server (or a proxy in front of it) answers, and what of it reaches the window: a real
// HTTP server answering each path as the test says, and the real SQLite cache.
type Answer = UpstreamAnswer;
let answers: Map<string, Answer>;
beforeEach(() => {
  answers = new Map();
});
const world = useGatewayWorld(
  'zencode-gateway-answers-',
  (path) =>
    answers.get(path) ?? {
      status: 404,
      type: 'application/json',
      body: JSON.stringify({ message: 'Nope' }),
    },
);

function gateway() {
  const options = gatewayOptions(world);
  const { connection } = options;
  const answerApi = createApiGateway({ ...options, headersTimeoutMs: 300 });
  const get = (path: string) =>
    answerApi(new Request(`app://zencode${path}`), `${world.server}${path}`);
  return { get, connection };
}

const json = (body: unknown, status = 200): Answer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(body),
});
const board = '/api/leaderboard?page=1&limit=10';

describe('offline means the server cannot answer', () => {
  it('a proxy’s 502/503/504 page switches to the saved copy, and the status returns by itself', async () => {
    const { get, connection } = gateway();
    answers.set(board, json({ data: [{ username: 'ada' }], totalPages: 1 }));
    expect((await get(board)).status).toBe(200);
    for (const status of [502, 503, 504]) {
      answers.set(board, { status, type: 'text/html', body: `<h1>${status}</h1>` });
      const copy = await get(board);
      expect(copy.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.offlineCopy);
      expect(await copy.json()).toEqual({ data: [{ username: 'ada' }], totalPages: 1 });
      expect(connection.isOnline()).toBe(false);
      expect(connection.reason()).toBe('gateway');
    }
    answers.set(board, json({ data: [], totalPages: 1 }));
    expect(await (await get(board)).json()).toEqual({ data: [], totalPages: 1 });
    expect(connection.isOnline()).toBe(true);
    expect(connection.reason()).toBeNull();
  });

  it('the API’s own 503 (JSON with a message) is the server’s answer, not offline', async () => {
    const { get, connection } = gateway();
    answers.set(board, json({ message: 'The judge is busy.' }, 503));
    const answer = await get(board);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: 'The judge is busy.' });
    expect(connection.isOnline()).toBe(true);
  });

  it('a server that does not start answering in time counts as unreachable', async () => {
    const { get, connection } = gateway();
    answers.set(board, json({ data: [{ username: 'ada' }], totalPages: 1 }));
    await get(board);
    answers.set(board, 'hang');
    const copy = await get(board);
    expect(copy.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.offlineCopy);
    expect(connection.isOnline()).toBe(false);
    expect(connection.reason()).toBe('timeout');
    // And no connection at all.
    await world.down();
    await get(board);
    expect(connection.reason()).toBe('network');
  });
});

describe('only data crosses into the window', () => {
  it('an HTML or script answer never reaches the page; JSON and images do', async () => {
    const { get } = gateway();
    answers.set('/api/profile/ada', {
      status: 200,
      type: 'text/html',
      body: '<script>steal()</script>',
    });
    const page = await get('/api/profile/ada');
    expect(page.status).toBe(502);
    expect(await page.json()).toEqual({ message: messages.serverNotData });
    answers.set('/api/profile/ada', { status: 200, type: 'text/javascript', body: 'steal()' });
    expect((await get('/api/profile/ada')).status).toBe(502);
    answers.set('/api/avatars/ada.png', { status: 200, type: 'image/png', body: 'png' });
    expect((await get('/api/avatars/ada.png')).status).toBe(200);
  });
});

describe('a problem the server no longer has', () => {
  it('leaves the cache when its page answers 404 on refresh', async () => {
    const { get } = gateway();
    await saveProblemList(world.db, world.server, [{ _id: 'gone' }, { _id: 'kept' }], null);
    await saveProblemFull(world.db, world.server, 'gone', { json: '{"_id":"gone"}', etag: null });
    // The cached copy answers at once; the refresh behind it finds the problem gone.
    answers.set('/api/problem-details/full/gone', json({ message: 'Problem not found' }, 404));
    await get('/api/problem-details/full/gone');
    await expect.poll(() => readProblemFull(world.db, world.server, 'gone')).toBeNull();
    expect(JSON.parse((await readProblemList(world.db, world.server))!.json)).toEqual([
      { _id: 'kept' },
    ]);
  });
});
