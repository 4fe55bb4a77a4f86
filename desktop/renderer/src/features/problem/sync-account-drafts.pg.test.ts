import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { LanguageId } from '@zencode/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJudgeWorld,
  type JudgeWorld,
} from '../../../../../api/src/features/submissions/judge-test-kit.ts';
import {
  createTestDatabase,
  type TestDatabase,
} from '../../../../../api/src/test/test-database.ts';
import {
  createDesktopServices,
  type DesktopServices,
} from '../../../../main/offline/desktop-services.ts';
import { createOfflineApi } from '../../../../preload/offline-api.ts';
import { createDesktopLearnerWork } from '@/features/desktop/desktop-learner-work.ts';
import { setLearnerWorkStore, type LearnerWorkStore } from '@/lib/learner-work-store.ts';
import { memoryStorage } from '@/lib/memory-storage.ts';
import { setTokenStore } from '@/lib/token-storage.ts';
import { readDraftSyncState, writeDraftSyncState } from './draft-sync-state.ts';
import { markDraftOpen } from './open-drafts.ts';
import { syncAccountDrafts } from './sync-account-drafts.ts';
import { rememberUnsentLanguage, sendUnsentLanguages } from './unsent-languages.ts';

// The renderer's draft sync in the desktop app, end to end below the window: the real
// main-process services (SQLite store, gateway) behind the preload's API, and the real API over
// HTTP with its PostgreSQL. The road from the desktop to the API is under the test's control.
const dir = mkdtempSync(join(tmpdir(), 'zencode-draft-sync-'));
const upstreamFetch = globalThis.fetch;
let test: TestDatabase;
let world: JudgeWorld;
let server: ServerType;
let origin: string;
let road: 'up' | 'down' = 'up';
let services: DesktopServices;
let store: LearnerWorkStore;
let learnerId: string;
let token: string;

/** What the account holds, read as the web app would. */
async function accountDraft(problemId: string, language: LanguageId = 'python') {
  const answer = await upstreamFetch(`${origin}/api/me/drafts/${problemId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const work = (await answer.json()) as {
    drafts: { language: string; code: string; version: number }[];
  };
  return work.drafts.find((draft) => draft.language === language) ?? null;
}

/** A save from a browser (its own version of the draft). */
async function saveOnTheWeb(problemId: string, code: string, baseVersion: number) {
  const answer = await upstreamFetch(`${origin}/api/me/drafts/${problemId}/python`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, baseVersion }),
  });
  expect(answer.status).toBe(200);
}

/** What the desktop's SQLite store holds (read through its IPC, as a restarted app would). */
async function storedDraft(problemId: string) {
  const work = (await services.invoke('work:read', [])) as {
    drafts: { problemId: string; language: string; code: string }[];
  };
  return work.drafts.find((draft) => draft.problemId === problemId)?.code ?? null;
}

beforeAll(async () => {
  test = await createTestDatabase();
  world = await createJudgeWorld(test, { problems: ['two-sum', 'climbing-stairs'], workers: 0 });
  server = serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => world.app.fetch(request) });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = (await world.bearer(0)).authorization.slice('Bearer '.length);
  learnerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

  services = await createDesktopServices({
    userDataDir: dir,
    server: origin,
    fetchUpstream: (url, init) =>
      road === 'down'
        ? Promise.reject(new TypeError('fetch failed: connection refused'))
        : upstreamFetch(url, init),
    keytar: null,
    encryption: null,
    emit: () => undefined,
  });
  await services.invoke('session:write', [token]);
  // The page: its localStorage, its fetch through the app:// seam, the preload's API.
  const pageStorage = memoryStorage();
  Object.assign(globalThis, { window: { localStorage: pageStorage } });
  globalThis.fetch = ((input: string, init?: RequestInit) =>
    services.answerApi(
      new Request(`http://zencode.app${input}`, init),
      `${origin}${input}`,
    )) as typeof fetch;
  setTokenStore({ read: (kind) => (kind === 'token' ? token : null), write: () => undefined });
  const offline = createOfflineApi({
    invoke: (channel, ...args) => services.invoke(channel, args),
    on: () => () => undefined,
  });
  store = await createDesktopLearnerWork(offline, pageStorage, learnerId);
  setLearnerWorkStore(store);
}, 120_000);
afterAll(async () => {
  globalThis.fetch = upstreamFetch;
  await services?.close();
  server?.close();
  await world?.close();
  await test?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Lets the store's write-through reach SQLite. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('drafts of the desktop app and the account', () => {
  it("moves a signed-out visitor's drafts at sign-in at once, never over a newer account draft", async () => {
    // Written before signing in (no sync record): one problem the account has no draft of, one
    // the account changed on the web.
    await saveOnTheWeb('climbing-stairs', 'on_the_web = 1\n', 0);
    store.writeDraft('two-sum', 'python', 'visitor_two_sum = 1\n');
    store.writeDraft('climbing-stairs', 'python', 'visitor_stairs = 1\n');

    const report = await syncAccountDrafts(learnerId);
    expect(report).toEqual({
      sent: 1,
      adopted: 0,
      conflicts: [{ problemId: 'climbing-stairs', language: 'python' }],
      customCasesSent: 0,
    });
    expect((await accountDraft('two-sum'))?.code).toBe('visitor_two_sum = 1\n');
    // Both versions are kept: the account's, and the visitor's here, marked unsent (opening the
    // problem shows both and the learner picks).
    expect((await accountDraft('climbing-stairs'))?.code).toBe('on_the_web = 1\n');
    await settled();
    expect(await storedDraft('climbing-stairs')).toBe('visitor_stairs = 1\n');
    expect(readDraftSyncState('climbing-stairs', 'python')).toMatchObject({
      userId: learnerId,
      synced: false,
    });
  });

  it('a draft edited on the web appears on the desktop, in its store for offline use', async () => {
    const before = await accountDraft('two-sum');
    await saveOnTheWeb('two-sum', 'edited_on_the_web = 2\n', before!.version);
    expect(await syncAccountDrafts(learnerId)).toMatchObject({ adopted: 1, sent: 0 });
    expect(store.readDraft('two-sum', 'python')).toBe('edited_on_the_web = 2\n');
    await settled();
    expect(await storedDraft('two-sum')).toBe('edited_on_the_web = 2\n');
  });

  it('offline edits wait in the store; when both sides changed, both versions are kept', async () => {
    const synced = await accountDraft('two-sum');
    road = 'down';
    // Edited on the desktop while the server cannot be reached (as the editor marks it).
    store.writeDraft('two-sum', 'python', 'edited_offline = 3\n');
    writeDraftSyncState('two-sum', 'python', {
      userId: learnerId,
      baseVersion: synced!.version,
      synced: false,
    });
    // Nothing is decided from the desktop's last copy of the account's drafts.
    await expect(syncAccountDrafts(learnerId).catch(() => null)).resolves.toBeNull();
    expect(store.readDraft('two-sum', 'python')).toBe('edited_offline = 3\n');

    // Meanwhile the same draft changed on the web; then the server answers again.
    await saveOnTheWeb('two-sum', 'edited_on_the_web = 4\n', synced!.version);
    road = 'up';
    expect(await syncAccountDrafts(learnerId)).toMatchObject({
      conflicts: expect.arrayContaining([{ problemId: 'two-sum', language: 'python' }]),
    });
    expect((await accountDraft('two-sum'))?.code).toBe('edited_on_the_web = 4\n');
    await settled();
    expect(await storedDraft('two-sum')).toBe('edited_offline = 3\n');
  });

  it('sends an offline edit when the server answers again and nothing changed elsewhere', async () => {
    const synced = await accountDraft('climbing-stairs');
    // The learner took the account's version of the earlier conflict here.
    store.writeDraft('climbing-stairs', 'python', synced!.code);
    writeDraftSyncState('climbing-stairs', 'python', {
      userId: learnerId,
      baseVersion: synced!.version,
      synced: true,
    });
    road = 'down';
    store.writeDraft('climbing-stairs', 'python', 'offline_only = 5\n');
    writeDraftSyncState('climbing-stairs', 'python', {
      userId: learnerId,
      baseVersion: synced!.version,
      synced: false,
    });
    road = 'up';
    expect(await syncAccountDrafts(learnerId)).toMatchObject({ sent: 1 });
    expect(await accountDraft('climbing-stairs')).toMatchObject({
      code: 'offline_only = 5\n',
      version: synced!.version + 1,
    });
  });

  it('leaves a draft open in an editor to that editor (never changes code under it)', async () => {
    const before = await accountDraft('two-sum');
    await saveOnTheWeb('two-sum', 'while_the_editor_is_open = 6\n', before!.version);
    const local = store.readDraft('two-sum', 'python');
    const close = markDraftOpen('two-sum', 'python');
    expect(await syncAccountDrafts(learnerId)).toMatchObject({ sent: 0, adopted: 0 });
    expect(store.readDraft('two-sum', 'python')).toBe(local);
    close();
    // Closed, the next sync finds both sides changed: still nothing is overwritten.
    expect(await syncAccountDrafts(learnerId)).toMatchObject({
      conflicts: [{ problemId: 'two-sum', language: 'python' }],
    });
    expect(store.readDraft('two-sum', 'python')).toBe(local);
  });

  it('adds custom inputs kept here to the account, and a draft the server refuses stays here', async () => {
    const readCases = async () => {
      const answer = await upstreamFetch(`${origin}/api/me/drafts/two-sum`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { customCases: string[] }).customCases;
    };
    await upstreamFetch(`${origin}/api/me/drafts/two-sum`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ customCases: ['[1,2]\n3'] }),
    });
    // Added offline on the desktop; and a draft of a problem the server no longer has.
    store.writeCustomCases('two-sum', ['[3,4]\n7']);
    store.writeDraft('no-such-problem', 'python', 'kept_anyway = 1\n');
    const report = await syncAccountDrafts(learnerId);
    expect(report?.customCasesSent).toBe(1);
    expect(await readCases()).toEqual(['[1,2]\n3', '[3,4]\n7']);
    expect(store.readDraft('no-such-problem', 'python')).toBe('kept_anyway = 1\n');
    // In step now: nothing more to send.
    expect((await syncAccountDrafts(learnerId))?.customCasesSent).toBe(0);
  });

  it('sends the languages chosen offline when the server answers again; a gone problem is dropped', async () => {
    road = 'down';
    // The problem page could not tell the server (what its failed save remembers).
    rememberUnsentLanguage(learnerId, 'two-sum', 'java');
    rememberUnsentLanguage(learnerId, 'no-such-problem', 'rust');
    expect(await sendUnsentLanguages(learnerId)).toBe(0);
    road = 'up';
    expect(await sendUnsentLanguages(learnerId)).toBe(1);
    const answer = await upstreamFetch(`${origin}/api/me/drafts/two-sum`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await answer.json()) as { lastLanguage: string }).lastLanguage).toBe('java');
    // Nothing is left to send: the refused one was dropped, the sent one forgotten.
    expect(await sendUnsentLanguages(learnerId)).toBe(0);
  });
});
