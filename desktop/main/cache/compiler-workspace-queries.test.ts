import type { SavedCompilerWorkspace } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  importCompilerWorkspace,
  readCompilerWorkspace,
  saveCompilerWorkspace,
} from './compiler-workspace-queries.ts';
import { forgetLearnerData } from './cached-answers.ts';
import { serverA, useCacheDatabase, workA, workB } from './cache-test-kit.ts';

const cache = useCacheDatabase('zencode-compiler-');

const workspace: SavedCompilerWorkspace = {
  files: [
    { id: 'f1', name: 'main1.cpp', language: 'cpp', code: 'int main() {}', output: null },
    {
      id: 'f2',
      name: 'main2.py',
      language: 'python',
      code: 'print(input())',
      output: { stdout: 'Zen', error: '', success: true, ranOn: 'Ran on this computer: Python 3' },
    },
  ],
  activeId: 'f2',
  input: 'Zen\n',
};

describe('the online compiler’s files in the desktop store', () => {
  it('keeps one workspace per server, files in tab order with their outputs', async () => {
    expect(await readCompilerWorkspace(cache.db, workA)).toBeNull();
    await saveCompilerWorkspace(cache.db, workA, workspace);
    await saveCompilerWorkspace(cache.db, workB, { ...workspace, files: [workspace.files[0]!] });
    expect(await readCompilerWorkspace(cache.db, workA)).toEqual(workspace);

    // A closed tab goes; the other server's files stay.
    const closed = { ...workspace, files: [workspace.files[1]!] };
    await saveCompilerWorkspace(cache.db, workA, closed);
    expect(await readCompilerWorkspace(cache.db, workA)).toEqual(closed);
    expect((await readCompilerWorkspace(cache.db, workB))?.files.map((file) => file.id)).toEqual([
      'f1',
    ]);
    // Log out keeps them, like drafts.
    await forgetLearnerData(cache.db, serverA);
    expect(await readCompilerWorkspace(cache.db, workA)).toEqual(closed);
  });

  it('skips a file row it cannot read, keeps the code of one whose output is damaged, and opens the first readable file', async () => {
    await saveCompilerWorkspace(cache.db, workA, workspace);
    await cache.db
      .updateTable('compiler_files')
      .set({ language: 'cobol' })
      .where('file_id', '=', 'f2')
      .execute();
    await cache.db
      .insertInto('compiler_files')
      .values({
        ...workA,
        file_id: 'f3',
        position: 2,
        name: 'main3.py',
        language: 'python',
        code: 'x',
        output_json: '{"stdout":',
        saved_at: '2026',
      })
      .execute();
    expect(await readCompilerWorkspace(cache.db, workA)).toEqual({
      files: [
        workspace.files[0],
        { id: 'f3', name: 'main3.py', language: 'python', code: 'x', output: null },
      ],
      activeId: 'f1',
      input: 'Zen\n',
    });
  });

  it('moves files in once: a second move never overwrites newer files', async () => {
    expect(await importCompilerWorkspace(cache.db, workA, workspace)).toEqual({ files: 2 });
    const edited = { ...workspace, input: 'newer\n' };
    await saveCompilerWorkspace(cache.db, workA, edited);
    expect(await importCompilerWorkspace(cache.db, workA, workspace)).toEqual({ files: 0 });
    expect(await readCompilerWorkspace(cache.db, workA)).toEqual(edited);
    expect(await readCompilerWorkspace(cache.db, workB)).toBeNull();
  });
});
