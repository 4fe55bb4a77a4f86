import type { LearnerWork } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import type { OfflineApi } from '../../../../preload/offline-api.ts';
import { createDesktopLearnerWork } from './desktop-learner-work.ts';
import { memoryStorage } from '@/lib/memory-storage.ts';

/** The preload's learnerWork over an in-memory store with the same rule: what it holds wins. */
function fakeOffline(options: { failImport?: boolean } = {}) {
  const drafts = new Map<string, LearnerWork['drafts'][number]>();
  const customCases = new Map<string, string[]>();
  const calls: string[] = [];
  const learnerWork: OfflineApi['learnerWork'] = {
    read: () =>
      Promise.resolve({
        drafts: [...drafts.values()],
        customCases: [...customCases].map(([problemId, inputs]) => ({ problemId, inputs })),
      }),
    saveDraft(problemId, language, code) {
      calls.push(`draft ${problemId} ${language}`);
      drafts.set(`${problemId} ${language}`, { problemId, language, code });
      return Promise.resolve();
    },
    clearDraft(problemId, language) {
      calls.push(`clear ${problemId} ${language}`);
      drafts.delete(`${problemId} ${language}`);
      return Promise.resolve();
    },
    saveCustomCases(problemId, inputs) {
      calls.push(`cases ${problemId}`);
      if (inputs.length === 0) customCases.delete(problemId);
      else customCases.set(problemId, inputs);
      return Promise.resolve();
    },
    importSaved(work) {
      if (options.failImport) return Promise.reject(new Error('the store is busy'));
      for (const draft of work.drafts) {
        const key = `${draft.problemId} ${draft.language}`;
        if (!drafts.has(key)) drafts.set(key, draft);
      }
      for (const cases of work.customCases)
        if (!customCases.has(cases.problemId) && cases.inputs.length > 0)
          customCases.set(cases.problemId, cases.inputs);
      return Promise.resolve({ drafts: work.drafts.length, customCases: work.customCases.length });
    },
  };
  return { offline: { learnerWork } as OfflineApi, calls, drafts, customCases };
}

const legacy = {
  'zencode:draft:two-sum:python': 'def old(): pass',
  'zencode:custom-cases:two-sum': '["[1,2]\\n3"]',
  'zencode:language:two-sum': 'python',
  theme: 'dark',
};

describe('createDesktopLearnerWork', () => {
  it('moves drafts and custom cases out of localStorage into the store, once', async () => {
    const storage = memoryStorage(legacy);
    const { offline } = fakeOffline();
    const work = await createDesktopLearnerWork(offline, storage);
    expect(work.readDraft('two-sum', 'python')).toBe('def old(): pass');
    expect(work.readCustomCases('two-sum')).toEqual(['[1,2]\n3']);
    // Only what was moved left localStorage; preferences stay.
    expect([...storage.items.keys()]).toEqual(['zencode:language:two-sum', 'theme']);

    // The next start finds nothing to move and reads the store.
    work.writeDraft('two-sum', 'python', 'def new(): pass');
    const again = await createDesktopLearnerWork(offline, storage);
    expect(again.readDraft('two-sum', 'python')).toBe('def new(): pass');
  });

  it('leaves localStorage as it was when the store cannot take the move, still showing its work', async () => {
    const storage = memoryStorage(legacy);
    const { offline } = fakeOffline({ failImport: true });
    const work = await createDesktopLearnerWork(offline, storage);
    expect(storage.items.size).toBe(4);
    expect(work.readDraft('two-sum', 'python')).toBe('def old(): pass');
    expect(work.readCustomCases('two-sum')).toEqual(['[1,2]\n3']);
  });

  it('writes through to the store, skipping custom cases that did not change', async () => {
    const { offline, calls, drafts, customCases } = fakeOffline();
    const work = await createDesktopLearnerWork(offline, memoryStorage());
    work.writeDraft('two-sum', 'cpp', 'int main() {}');
    work.writeCustomCases('two-sum', []);
    work.writeCustomCases('two-sum', ['[3]\n3']);
    work.writeCustomCases('two-sum', ['[3]\n3']);
    work.clearDraft('two-sum', 'cpp');
    expect(calls).toEqual(['draft two-sum cpp', 'cases two-sum', 'clear two-sum cpp']);
    expect(drafts.size).toBe(0);
    expect(customCases.get('two-sum')).toEqual(['[3]\n3']);
    expect(work.readDraft('two-sum', 'cpp')).toBeNull();
  });
});
