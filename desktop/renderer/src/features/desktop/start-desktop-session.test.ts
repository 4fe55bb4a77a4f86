import { describe, expect, it } from 'vitest';
import type { OfflineApi } from '../../../../preload/offline-api.ts';
import { learnerWorkGeneration, onLearnerWorkFlush } from '@/lib/learner-work-store.ts';
import { memoryStorage } from '@/lib/memory-storage.ts';
import { startDesktopSession } from './start-desktop-session.ts';

const tokenOf = (sub: string, username = sub) =>
  `e30.${btoa(JSON.stringify({ sub, username })).replace(/=+$/, '')}.sig`;

/**
 * The preload's session and learner-work calls, recorded in the order the main process gets them;
 * like the main process, it files drafts under the account of the session it has.
 */
function fakeOffline(token: string | null) {
  const calls: string[] = [];
  let session = token;
  const sets = new Map<string, Map<string, string>>();
  const setOf = () => {
    const key = session ? JSON.parse(atob(session.split('.')[1]!)).sub : '';
    if (!sets.has(key)) sets.set(key, new Map());
    return sets.get(key)!;
  };
  const offline = {
    session: {
      read: () => Promise.resolve(session),
      write(value: string | null) {
        calls.push(`session ${value ? 'set' : 'cleared'}`);
        session = value;
        return Promise.resolve();
      },
    },
    serverUrl: () => Promise.resolve('https://zencode.example'),
    learnerWork: {
      read: () =>
        Promise.resolve({
          drafts: [...setOf()].map(([problemId, code]) => ({
            problemId,
            language: 'python',
            code,
          })),
          customCases: [],
        }),
      readCompiler: () => Promise.resolve(null),
      importSaved: () => Promise.resolve({ drafts: 0, customCases: 0 }),
      importCompiler: () => Promise.resolve({ files: 0 }),
      saveDraft(problemId: string, _language: string, code: string) {
        calls.push(`draft ${problemId} ${code}`);
        setOf().set(problemId, code);
        return Promise.resolve();
      },
    },
  };
  return { offline: offline as unknown as OfflineApi, calls };
}

describe('the desktop session and the learner work', () => {
  it("loads the signed-in account's work, in its own scope", async () => {
    const { offline } = fakeOffline(tokenOf('user-ada'));
    const { learnerWork } = await startDesktopSession(offline, memoryStorage());
    expect(learnerWork.account).toBe('user-ada');
    expect(learnerWork.scope).toBe('https://zencode.example\nuser-ada');
    const visitor = await startDesktopSession(fakeOffline(null).offline, memoryStorage());
    expect(visitor.learnerWork.account).toBeNull();
    expect(visitor.learnerWork.scope).toBe('https://zencode.example');
  });

  it("writes pending edits before the session changes, then holds the next account's work and tells the pages", async () => {
    const { offline, calls } = fakeOffline(tokenOf('user-ada'));
    const { tokens, learnerWork } = await startDesktopSession(offline, memoryStorage());
    const opened = learnerWorkGeneration();
    // An editor with an edit waiting for typing to pause.
    const unregister = onLearnerWorkFlush(() =>
      learnerWork.writeDraft('two-sum', 'python', 'last_edit = 1'),
    );
    tokens.write('token', null);
    unregister();
    // Until the visitor's work is read, nothing is written anywhere.
    expect(learnerWork.closed).toBe(true);
    learnerWork.writeDraft('two-sum', 'python', 'meanwhile = 1');
    await tokens.written?.();
    expect(calls).toEqual(['draft two-sum last_edit = 1', 'session cleared']);
    expect(learnerWork.account).toBeNull();
    expect(learnerWork.closed).toBe(false);
    expect(learnerWork.readDraft('two-sum', 'python')).toBeNull();
    expect(learnerWorkGeneration()).toBe(opened + 1);

    // Ada signs in again: her draft is back.
    tokens.write('token', tokenOf('user-ada'));
    await tokens.written?.();
    expect(learnerWork.account).toBe('user-ada');
    expect(learnerWork.readDraft('two-sum', 'python')).toBe('last_edit = 1');
  });

  it('keeps writing when a new token is for the same account (a changed username)', async () => {
    const { offline, calls } = fakeOffline(tokenOf('user-ada'));
    const { tokens, learnerWork } = await startDesktopSession(offline, memoryStorage());
    tokens.write('token', tokenOf('user-ada', 'ada-renamed'));
    learnerWork.writeDraft('two-sum', 'python', 'still_mine = 1');
    expect(learnerWork.closed).toBe(false);
    await tokens.written?.();
    expect(calls).toEqual(['draft two-sum still_mine = 1', 'session set']);
    expect(learnerWork.readDraft('two-sum', 'python')).toBe('still_mine = 1');
  });
});
