import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimVisitorWork } from './claim-visitor-work.ts';
import { readCompilerWorkspace, saveCompilerWorkspace } from './compiler-workspace-queries.ts';
import {
  readLearnerWork,
  saveCustomCases,
  saveDraft,
  visitorAccount,
} from './learner-work-queries.ts';
import { cacheBefore, useCacheDatabase } from './cache-test-kit.ts';
import { openCacheDatabase } from './open-cache-database.ts';

const server = 'http://127.0.0.1:8080';
const ada = { server, account: 'user-ada' };
const ben = { server, account: 'user-ben' };
const visitor = { server, account: visitorAccount };
const file = (id: string, code: string) => ({
  id,
  name: `${id}.py`,
  language: 'python' as const,
  code,
  output: null,
});

const cache = useCacheDatabase('zencode-claim-');

describe('learner work per account on one computer', () => {
  it("keeps each account's drafts, custom cases and compiler files apart on the same server", async () => {
    await saveDraft(cache.db, ada, { problemId: 'two-sum', language: 'python', code: 'ada' });
    await saveCustomCases(cache.db, ada, { problemId: 'two-sum', inputs: ['ada input'] });
    await saveCompilerWorkspace(cache.db, ada, {
      files: [file('a1', 'print("ada")')],
      activeId: 'a1',
      input: '',
    });
    // Ben, signed in next on the same computer and server, finds nothing of Ada's.
    expect(await readLearnerWork(cache.db, ben)).toEqual({ drafts: [], customCases: [] });
    expect(await readCompilerWorkspace(cache.db, ben)).toBeNull();
    // His own draft of the same problem does not overwrite hers.
    await saveDraft(cache.db, ben, { problemId: 'two-sum', language: 'python', code: 'ben' });
    expect((await readLearnerWork(cache.db, ada)).drafts).toEqual([
      { problemId: 'two-sum', language: 'python', code: 'ada' },
    ]);
    expect((await readLearnerWork(cache.db, ben)).drafts).toEqual([
      { problemId: 'two-sum', language: 'python', code: 'ben' },
    ]);
  });

  it("moves the signed-out visitor's work to the account at sign-in, never over the account's own", async () => {
    await saveDraft(cache.db, visitor, {
      problemId: 'two-sum',
      language: 'python',
      code: 'visitor',
    });
    await saveDraft(cache.db, visitor, {
      problemId: 'valid-anagram',
      language: 'cpp',
      code: 'same',
    });
    await saveDraft(cache.db, visitor, { problemId: 'binary-search', language: 'java', code: 'v' });
    await saveDraft(cache.db, ada, { problemId: 'valid-anagram', language: 'cpp', code: 'same' });
    await saveDraft(cache.db, ada, {
      problemId: 'binary-search',
      language: 'java',
      code: 'ada own',
    });
    await saveCustomCases(cache.db, visitor, { problemId: 'two-sum', inputs: ['v1', 'shared'] });
    await saveCustomCases(cache.db, ada, { problemId: 'two-sum', inputs: ['shared', 'a1'] });
    await saveCompilerWorkspace(cache.db, visitor, {
      files: [file('v1', 'print(1)'), file('v2', 'print(2)')],
      activeId: 'v2',
      input: 'in',
    });

    expect(await claimVisitorWork(cache.db, server, ada.account)).toEqual({
      drafts: 1,
      customCases: 1,
      compilerFiles: 2,
    });
    expect(await readLearnerWork(cache.db, ada)).toEqual({
      drafts: [
        { problemId: 'binary-search', language: 'java', code: 'ada own' },
        { problemId: 'two-sum', language: 'python', code: 'visitor' },
        { problemId: 'valid-anagram', language: 'cpp', code: 'same' },
      ],
      customCases: [{ problemId: 'two-sum', inputs: ['shared', 'a1', 'v1'] }],
    });
    expect((await readCompilerWorkspace(cache.db, ada))?.files.map((f) => f.id)).toEqual([
      'v1',
      'v2',
    ]);
    // The one draft that differs from the account's own stays the visitor's: nothing is lost.
    expect(await readLearnerWork(cache.db, visitor)).toEqual({
      drafts: [{ problemId: 'binary-search', language: 'java', code: 'v' }],
      customCases: [],
    });
    expect(await readCompilerWorkspace(cache.db, visitor)).toBeNull();

    // Another account signing in later finds only what is still the visitor's.
    await claimVisitorWork(cache.db, server, ben.account);
    expect((await readLearnerWork(cache.db, ben)).drafts).toEqual([
      { problemId: 'binary-search', language: 'java', code: 'v' },
    ]);
    expect((await readLearnerWork(cache.db, ada)).drafts).toHaveLength(3);
  });

  it("leaves the visitor's compiler files where the account has its own, and the other server's work alone", async () => {
    const elsewhere = { server: 'https://zencode.example.org', account: visitorAccount };
    await saveCompilerWorkspace(cache.db, visitor, {
      files: [file('v', 'v')],
      activeId: 'v',
      input: '',
    });
    await saveCompilerWorkspace(cache.db, ada, {
      files: [file('a', 'a')],
      activeId: 'a',
      input: '',
    });
    await saveDraft(cache.db, elsewhere, {
      problemId: 'two-sum',
      language: 'python',
      code: 'other',
    });
    expect(await claimVisitorWork(cache.db, server, ada.account)).toEqual({
      drafts: 0,
      customCases: 0,
      compilerFiles: 0,
    });
    expect((await readCompilerWorkspace(cache.db, ada))?.files.map((f) => f.id)).toEqual(['a']);
    expect((await readCompilerWorkspace(cache.db, visitor))?.files.map((f) => f.id)).toEqual(['v']);
    expect((await readLearnerWork(cache.db, elsewhere)).drafts).toHaveLength(1);
  });
});

describe('the learner-work-accounts migration', () => {
  it("keeps every draft, custom case and compiler file of the previous version, as the visitor's", async () => {
    const path = join(cache.dir, 'previous.sqlite');
    const sqlite = await cacheBefore(path, '2026-11-26T1800-learner-work-accounts');
    sqlite.exec(`
      insert into drafts (server, problem_id, language, code, saved_at)
        values ('${server}', 'two-sum', 'python', 'old draft', '2026');
      insert into custom_cases (server, problem_id, inputs_json, saved_at)
        values ('${server}', 'two-sum', '["old input"]', '2026');
      insert into compiler_workspaces (server, active_id, input, saved_at)
        values ('${server}', 'f1', 'stdin', '2026');
      insert into compiler_files (server, file_id, position, name, language, code, output_json, saved_at)
        values ('${server}', 'f1', 0, 'main.py', 'python', 'print(1)', null, '2026');
    `);
    sqlite.close();

    const upgraded = await openCacheDatabase(path);
    expect(upgraded.movedAside).toBeNull();
    expect(await readLearnerWork(upgraded.db, visitor)).toEqual({
      drafts: [{ problemId: 'two-sum', language: 'python', code: 'old draft' }],
      customCases: [{ problemId: 'two-sum', inputs: ['old input'] }],
    });
    expect(await readCompilerWorkspace(upgraded.db, visitor)).toEqual({
      files: [{ ...file('f1', 'print(1)'), name: 'main.py' }],
      activeId: 'f1',
      input: 'stdin',
    });
    // No account sees them until it signs in and claims them.
    expect(await readLearnerWork(upgraded.db, ada)).toEqual({ drafts: [], customCases: [] });
    await claimVisitorWork(upgraded.db, server, ada.account);
    expect((await readLearnerWork(upgraded.db, ada)).drafts).toHaveLength(1);
    expect(await readCompilerWorkspace(upgraded.db, ada)).not.toBeNull();
    await upgraded.db.destroy();
  });
});
