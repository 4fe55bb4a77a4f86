import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desktopAnswerSources, desktopSourceHeader, messages } from '@zencode/shared/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineCalls } from '../../preload/offline-contract.ts';
import { createDesktopServices, type DesktopServices } from './desktop-services.ts';
import { fetchOverRoad, servedJudgeWorldPerFile, type Road } from './outbox-test-kit.ts';

// One computer shared by an admin and a learner, against the real API over HTTP and its
// PostgreSQL: the main process's own services (keychain fallback, gateway, SQLite cache), with
// the road to the server under the test's control. Each test performs one attack on the cache.
const file = servedJudgeWorldPerFile({ workers: 0 });
let road: Road = 'up';

let dir: string;
let services: DesktopServices;
beforeEach(async () => {
  road = 'up';
  dir = mkdtempSync(join(tmpdir(), 'zencode-shared-cache-'));
  services = await createDesktopServices({
    userDataDir: dir,
    server: file.origin,
    fetchUpstream: fetchOverRoad(() => road),
    keytar: null,
    encryption: null,
    emit: () => undefined,
  });
});
afterEach(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

const tokenOf = async (index: number) =>
  (await file.world.bearer(index)).authorization.slice('Bearer '.length);
const [learner, admin] = [0, 2];
const signIn = async (index: number) =>
  services.invoke(offlineCalls.sessionWrite.channel, [await tokenOf(index)]);
const logOut = () => services.invoke(offlineCalls.sessionWrite.channel, [null]);

/** What the window gets for `path`, with the session the keychain holds or the given token. */
const get = (path: string, token?: string) =>
  services.answerApi(
    new Request(`app://zencode${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
    `${file.origin}${path}`,
  );
const casesPath = '/api/testcases/problem/two-sum';
const hiddenIn = async (answer: Response) =>
  answer.ok ? ((await answer.json()) as { isPublic: boolean }[]).filter((c) => !c.isPublic) : [];

describe('what an admin reads never reaches the next learner on the computer', () => {
  it('hidden cases: not served to a learner online or offline after the admin logs out', async () => {
    await signIn(admin);
    expect((await hiddenIn(await get(casesPath))).length).toBeGreaterThan(0);
    await logOut();

    await signIn(learner);
    // Online, the first answer is the server's public cases, not an admin's copy.
    expect(await hiddenIn(await get(casesPath))).toEqual([]);
    road = 'down';
    const offline = await get(casesPath);
    expect(offline.status).toBe(200);
    expect(await hiddenIn(offline)).toEqual([]);
  });

  it('hidden cases: a learner who never opened the problem gets nothing offline', async () => {
    await signIn(admin);
    await get(casesPath);
    await logOut();
    await signIn(learner);
    road = 'down';
    const offline = await get(casesPath);
    expect(offline.status).toBe(503);
    expect(await offline.json()).toEqual({ message: messages.offlineUnavailable });
  });

  it("an unpublished problem's page is not served to a learner offline", async () => {
    await file.test.db
      .updateTable('problems')
      .set({ status: 'draft' })
      .where('id', '=', 'two-sum')
      .execute();
    try {
      await signIn(admin);
      expect((await get('/api/problem-details/full/two-sum')).status).toBe(200);
      await logOut();
      await signIn(learner);
      road = 'down';
      expect((await get('/api/problem-details/full/two-sum')).status).toBe(503);
    } finally {
      await file.test.db
        .updateTable('problems')
        .set({ status: 'published' })
        .where('id', '=', 'two-sum')
        .execute();
    }
  });
});

describe('last copies belong to the session the desktop holds', () => {
  /** A token naming the admin, signed by nobody. */
  const forged = async () => {
    const [header, payload] = (await tokenOf(admin)).split('.');
    return `${header}.${payload}.not-the-signature`;
  };

  it("a forged token naming the admin reads none of the admin's copies offline", async () => {
    await signIn(admin);
    const put = await file.world.app.request('/api/me/drafts/two-sum/python', {
      method: 'PUT',
      headers: { ...(await file.world.bearer(admin)), 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'print("admin secret")', baseVersion: 0 }),
    });
    expect(put.ok).toBe(true);
    expect(await (await get('/api/me/drafts')).text()).toContain('admin secret');
    road = 'down';
    const stolen = await get('/api/me/drafts', await forged());
    expect(stolen.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.unreachable);
    expect(await stolen.text()).not.toContain('admin secret');
    // The admin's own session still reads its copy.
    const own = await get('/api/me/drafts');
    expect(own.headers.get(desktopSourceHeader)).toBe(desktopAnswerSources.offlineCopy);
  });

  it("a forged token naming the admin is not kept, and opens none of the admin's drafts here", async () => {
    await signIn(admin);
    const draft = { problemId: 'two-sum', language: 'python', code: 'admin = "secret"\n' };
    await services.invoke(offlineCalls.draftSave.channel, [draft]);
    await logOut();
    for (const state of ['up', 'down'] as const) {
      road = state;
      await expect(
        services.invoke(offlineCalls.sessionWrite.channel, [await forged()]),
      ).rejects.toThrow(state === 'up' ? messages.sessionExpired : messages.sessionNotConfirmed);
      expect(await services.invoke(offlineCalls.sessionRead.channel, [])).toBeNull();
      expect(await services.invoke(offlineCalls.learnerWorkRead.channel, [])).toEqual({
        drafts: [],
        customCases: [],
      });
    }
  });
});
