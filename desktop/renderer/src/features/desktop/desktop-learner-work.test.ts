import type { LearnerWork, SavedCompilerWorkspace } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import type { OfflineApi } from '../../../../preload/offline-api.ts';
import { createDesktopLearnerWork } from './desktop-learner-work.ts';
import { memoryStorage } from '@/lib/memory-storage.ts';

/** The preload's learnerWork over an in-memory store with the same rule: what it holds wins. */
function fakeOffline(options: { failImport?: boolean } = {}) {
  const drafts = new Map<string, LearnerWork['drafts'][number]>();
  const customCases = new Map<string, string[]>();
  const compiler: { workspace: SavedCompilerWorkspace | null } = { workspace: null };
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
    readCompiler: () => Promise.resolve(compiler.workspace),
    saveCompiler(workspace) {
      calls.push(`compiler ${workspace.files.length}`);
      compiler.workspace = workspace;
      return Promise.resolve();
    },
    importCompiler(workspace) {
      if (options.failImport) return Promise.reject(new Error('the store is busy'));
      if (compiler.workspace) return Promise.resolve({ files: 0 });
      compiler.workspace = workspace;
      return Promise.resolve({ files: workspace.files.length });
    },
  };
  const serverUrl = () => Promise.resolve('https://zencode.example');
  return {
    offline: { learnerWork, serverUrl } as OfflineApi,
    calls,
    drafts,
    customCases,
    compiler,
  };
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

  it("lists every draft and custom-case set (for the account sync), scoped to the store's server", async () => {
    const { offline } = fakeOffline();
    const work = await createDesktopLearnerWork(offline, memoryStorage(legacy));
    work.writeDraft('climbing-stairs', 'cpp', 'int climb();');
    expect(work.scope).toBe('https://zencode.example');
    expect(work.listDrafts()).toEqual([
      { problemId: 'two-sum', language: 'python', code: 'def old(): pass' },
      { problemId: 'climbing-stairs', language: 'cpp', code: 'int climb();' },
    ]);
    expect(work.listCustomCases()).toEqual([{ problemId: 'two-sum', inputs: ['[1,2]\n3'] }]);
  });
});

const compilerFiles: SavedCompilerWorkspace = {
  files: [
    { id: 'f1', name: 'main1.cpp', language: 'cpp', code: 'int main() {}', output: null },
    {
      id: 'f2',
      name: 'main2.py',
      language: 'python',
      code: 'print(input())',
      output: { stdout: 'Zen\n', error: '', success: true },
    },
  ],
  activeId: 'f2',
  input: 'Zen\n',
};

describe('the online compiler’s files on the desktop', () => {
  it('moves them out of localStorage into the store once, nothing lost', async () => {
    const storage = memoryStorage({
      'zencode:compiler': JSON.stringify(compilerFiles),
      theme: 'dark',
    });
    const { offline, compiler, calls } = fakeOffline();
    const work = await createDesktopLearnerWork(offline, storage);
    expect(compiler.workspace).toEqual(compilerFiles);
    expect(work.readCompilerFiles()).toEqual(compilerFiles);
    expect([...storage.items.keys()]).toEqual(['theme']);

    // The page writing back what it read on opening costs no trip to the store.
    work.writeCompilerFiles(work.readCompilerFiles()!);
    expect(calls).toEqual([]);
    // Written through; the next start reads the store.
    const edited = { ...compilerFiles, input: 'again\n' };
    work.writeCompilerFiles(edited);
    expect(calls).toEqual(['compiler 2']);
    expect((await createDesktopLearnerWork(offline, storage)).readCompilerFiles()).toEqual(edited);
  });

  it('leaves a damaged entry in localStorage: what can be read is moved, the entry stays', async () => {
    const damaged = {
      ...compilerFiles,
      files: [...compilerFiles.files, { id: 'f3', name: 'main3.rb', language: 'ruby', code: '' }],
    };
    const storage = memoryStorage({ 'zencode:compiler': JSON.stringify(damaged) });
    const { offline, compiler } = fakeOffline();
    const work = await createDesktopLearnerWork(offline, storage);
    expect(work.readCompilerFiles()).toEqual(compilerFiles);
    expect(compiler.workspace).toEqual(compilerFiles);
    expect(storage.items.get('zencode:compiler')).toBe(JSON.stringify(damaged));

    // Nothing readable at all: nothing is moved and the entry stays as it was.
    const unreadable = memoryStorage({ 'zencode:compiler': '{"files": [' });
    const fresh = fakeOffline();
    expect(
      (await createDesktopLearnerWork(fresh.offline, unreadable)).readCompilerFiles(),
    ).toBeNull();
    expect(fresh.compiler.workspace).toBeNull();
    expect(unreadable.items.get('zencode:compiler')).toBe('{"files": [');
  });

  it('keeps the entry and shows its files when the store cannot take the move', async () => {
    const storage = memoryStorage({ 'zencode:compiler': JSON.stringify(compilerFiles) });
    const { offline } = fakeOffline({ failImport: true });
    const work = await createDesktopLearnerWork(offline, storage);
    expect(work.readCompilerFiles()).toEqual(compilerFiles);
    expect(storage.items.has('zencode:compiler')).toBe(true);
  });

  it('never replaces files the store already has with an older localStorage copy', async () => {
    const { offline, compiler } = fakeOffline();
    const newer = { ...compilerFiles, input: 'newer\n' };
    compiler.workspace = newer;
    const storage = memoryStorage({ 'zencode:compiler': JSON.stringify(compilerFiles) });
    const work = await createDesktopLearnerWork(offline, storage);
    expect(work.readCompilerFiles()).toEqual(newer);
    expect(storage.items.size).toBe(0);
  });
});

describe('one account of the desktop store', () => {
  it('writes nothing once closed (the session moved to another account), keeping the page as it is', async () => {
    const { offline, calls } = fakeOffline();
    const work = await createDesktopLearnerWork(offline, memoryStorage(), 'user-ada');
    expect(work.scope).toBe('https://zencode.example\nuser-ada');
    work.writeDraft('two-sum', 'python', 'before = 1');
    work.close();
    work.writeDraft('two-sum', 'python', 'after = 1');
    work.writeCustomCases('two-sum', ['[1]\n1']);
    work.writeCompilerFiles(compilerFiles);
    expect(calls).toEqual(['draft two-sum python']);
    expect(work.readDraft('two-sum', 'python')).toBe('after = 1');
  });
});
