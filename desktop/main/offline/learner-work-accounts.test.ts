import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LearnerWork, SavedCompilerWorkspace } from '@zencode/shared/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineCalls } from '../../preload/offline-contract.ts';
import { openCacheDatabase, saveDraft, visitorAccount } from '../cache/index.ts';
import { createDesktopServices, type DesktopServices } from './desktop-services.ts';

// Two learners on one computer and one server, through the main process's own services and its
// real SQLite store: each account's drafts, custom cases and compiler files are its own.
const server = 'http://127.0.0.1:9';
const tokenOf = (sub: string) =>
  `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;
const ada = tokenOf('user-ada');
const ben = tokenOf('user-ben');

/** A server that confirms any session at sign-in and answers nothing else. */
const confirmSessionsOnly = (url: string) =>
  url.endsWith('/api/me/editor-settings')
    ? Promise.resolve(Response.json({}))
    : Promise.reject(new TypeError('fetch failed: connection refused'));

let dir: string;
let services: DesktopServices;
const start = () =>
  createDesktopServices({
    userDataDir: dir,
    server,
    // The server only confirms each session as it is kept; everything else is local work.
    fetchUpstream: confirmSessionsOnly,
    keytar: null,
    encryption: null,
    emit: () => undefined,
  });
const call = (channel: string, ...args: unknown[]) => services.invoke(channel, args);
const read = () => call(offlineCalls.learnerWorkRead.channel) as Promise<LearnerWork>;
const readCompiler = () =>
  call(offlineCalls.compilerRead.channel) as Promise<SavedCompilerWorkspace | null>;
const draft = (problemId: string, code: string) => ({
  problemId,
  language: 'python' as const,
  code,
});
const files = (code: string): SavedCompilerWorkspace => ({
  files: [{ id: 'f1', name: 'main.py', language: 'python', code, output: null }],
  activeId: 'f1',
  input: '',
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zencode-work-accounts-'));
  services = await start();
});
afterEach(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('learner work per account in the desktop app', () => {
  it("never shows, overwrites or hands one learner's unsent work to the next on the same computer", async () => {
    await call(offlineCalls.sessionWrite.channel, ada);
    await call(offlineCalls.draftSave.channel, draft('two-sum', 'ada_offline = 1\n'));
    await call(offlineCalls.customCasesSave.channel, {
      problemId: 'two-sum',
      inputs: ['ada case'],
    });
    await call(offlineCalls.compilerSave.channel, files('print("ada")'));
    await call(offlineCalls.sessionWrite.channel, null);

    // Signed out, and then Ben signed in: nothing of Ada's.
    expect(await read()).toEqual({ drafts: [], customCases: [] });
    await call(offlineCalls.sessionWrite.channel, ben);
    expect(await read()).toEqual({ drafts: [], customCases: [] });
    expect(await readCompiler()).toBeNull();
    await call(offlineCalls.draftSave.channel, draft('two-sum', 'ben = 2\n'));
    await call(offlineCalls.compilerSave.channel, files('print("ben")'));
    await call(offlineCalls.sessionWrite.channel, null);

    // Ada's next sign-in finds her work as she left it.
    await call(offlineCalls.sessionWrite.channel, ada);
    expect(await read()).toEqual({
      drafts: [draft('two-sum', 'ada_offline = 1\n')],
      customCases: [{ problemId: 'two-sum', inputs: ['ada case'] }],
    });
    expect((await readCompiler())?.files[0]?.code).toBe('print("ada")');
  });

  it("moves the signed-out visitor's work to the account that signs in, and keeps what cannot move", async () => {
    await call(offlineCalls.sessionWrite.channel, ada);
    await call(offlineCalls.draftSave.channel, draft('valid-anagram', 'ada_own = 1\n'));
    await call(offlineCalls.sessionWrite.channel, null);
    await call(offlineCalls.draftSave.channel, draft('two-sum', 'visitor = 1\n'));
    await call(offlineCalls.draftSave.channel, draft('valid-anagram', 'visitor = 2\n'));
    await call(offlineCalls.compilerSave.channel, files('print("visitor")'));

    await call(offlineCalls.sessionWrite.channel, ada);
    expect((await read()).drafts).toEqual([
      draft('two-sum', 'visitor = 1\n'),
      draft('valid-anagram', 'ada_own = 1\n'),
    ]);
    expect((await readCompiler())?.files[0]?.code).toBe('print("visitor")');
    // The visitor's other version of Ada's own draft stays the visitor's.
    await call(offlineCalls.sessionWrite.channel, null);
    expect((await read()).drafts).toEqual([draft('valid-anagram', 'visitor = 2\n')]);
  });

  it('files a write sent before a sign-out under the account that made it', async () => {
    await call(offlineCalls.sessionWrite.channel, ada);
    // The page's last edit and the sign-out leave together; the edit was sent first.
    await Promise.all([
      call(offlineCalls.draftSave.channel, draft('two-sum', 'last_edit = 1\n')),
      call(offlineCalls.sessionWrite.channel, null),
    ]);
    expect(await read()).toEqual({ drafts: [], customCases: [] });
    await call(offlineCalls.sessionWrite.channel, ada);
    expect((await read()).drafts).toEqual([draft('two-sum', 'last_edit = 1\n')]);
  });

  it('at start, files the work of the session it finds and claims what the visitor left', async () => {
    await services.close();
    // What an older version kept per server becomes the visitor's (see the migration); the
    // session found at start is Ben's here (kept only in memory without a keychain, so set it).
    const { db } = await openCacheDatabase(join(dir, 'cache.sqlite'));
    await saveDraft(db, { server, account: visitorAccount }, draft('two-sum', 'older = 1\n'));
    await db.destroy();
    services = await start();
    expect((await read()).drafts).toEqual([draft('two-sum', 'older = 1\n')]);
    await call(offlineCalls.sessionWrite.channel, ben);
    expect((await read()).drafts).toEqual([draft('two-sum', 'older = 1\n')]);
    await call(offlineCalls.sessionWrite.channel, null);
    expect((await read()).drafts).toEqual([]);
  });
});
