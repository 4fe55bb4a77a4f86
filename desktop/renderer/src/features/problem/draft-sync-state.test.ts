import { afterEach, describe, expect, it } from 'vitest';
import { setLearnerWorkStore } from '@/lib/learner-work-store.ts';
import { createLocalLearnerWork } from '@/lib/local-learner-work.ts';
import { memoryStorage } from '@/lib/memory-storage.ts';
import { readDraftSyncState, reconcileDraft, writeDraftSyncState } from './draft-sync-state.ts';

const remote = (code: string, version: number) => ({
  language: 'python' as const,
  code,
  version,
  updatedAt: '2026-11-26T10:00:00.000Z',
});

describe('opening a draft kept here and on the account', () => {
  it('takes the account copy when this browser has none, or only another account has one', () => {
    expect(reconcileDraft('me', null, null, remote('a', 2))).toEqual({
      kind: 'adopt',
      draft: remote('a', 2),
    });
    expect(reconcileDraft('me', null, null, undefined)).toEqual({ kind: 'keep' });
    const theirs = { userId: 'someone', baseVersion: 1, synced: false };
    expect(reconcileDraft('me', 'their code', theirs, undefined)).toEqual({ kind: 'keep' });
  });

  it('is in step on equal code, and follows a newer account copy when nothing changed here', () => {
    expect(reconcileDraft('me', 'a', null, remote('a', 3))).toEqual({
      kind: 'in-step',
      version: 3,
    });
    const synced = { userId: 'me', baseVersion: 1, synced: true };
    expect(reconcileDraft('me', 'old', synced, remote('new', 2))).toEqual({
      kind: 'adopt',
      draft: remote('new', 2),
    });
  });

  it('sends local changes on the version they came from (the server finds conflicts)', () => {
    const changed = { userId: 'me', baseVersion: 1, synced: false };
    expect(reconcileDraft('me', 'mine', changed, remote('theirs', 2))).toEqual({
      kind: 'push',
      baseVersion: 1,
    });
    // A signed-out draft moves to the account at sign-in.
    expect(reconcileDraft('me', 'visitor code', null, undefined)).toEqual({
      kind: 'push',
      baseVersion: 0,
    });
    expect(reconcileDraft('me', 'visitor code', null, remote('x', 4))).toEqual({
      kind: 'push',
      baseVersion: 0,
    });
  });
});

describe('the sync record of a kept draft', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it("is kept per store: one server address's record never describes another's copy", () => {
    const page = memoryStorage();
    Object.assign(globalThis, { window: { localStorage: page } });
    const storeFor = (scope: string) => ({ ...createLocalLearnerWork(page), scope });
    setLearnerWorkStore(storeFor('https://a.example'));
    writeDraftSyncState('two-sum', 'python', { userId: 'me', baseVersion: 2, synced: true });
    expect(readDraftSyncState('two-sum', 'python')).toEqual({
      userId: 'me',
      baseVersion: 2,
      synced: true,
    });
    // Through the other address the same draft has no record: its copy is compared by code.
    setLearnerWorkStore(storeFor('https://b.example'));
    expect(readDraftSyncState('two-sum', 'python')).toBeNull();
    writeDraftSyncState('two-sum', 'python', { userId: 'me', baseVersion: 5, synced: true });
    setLearnerWorkStore(storeFor('https://a.example'));
    expect(readDraftSyncState('two-sum', 'python')?.baseVersion).toBe(2);
  });
});
