import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SavedCompilerWorkspace } from '@zencode/shared/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  importCompilerWorkspace,
  readCompilerWorkspace,
  saveCompilerWorkspace,
} from './compiler-workspace-queries.ts';
import { forgetLearnerData } from './catalogue-cache.ts';
import { openCacheDatabase, type CacheDb } from './open-cache-database.ts';

const serverA = 'http://127.0.0.1:8080';
const serverB = 'https://zencode.example.org';
// One learner's work on each server.
const workA = { server: serverA, account: 'user-1' };
const workB = { server: serverB, account: 'user-1' };
let dir: string;
let db: CacheDb;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zencode-compiler-'));
  db = (await openCacheDatabase(join(dir, 'cache.sqlite'))).db;
});
afterEach(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

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
    expect(await readCompilerWorkspace(db, workA)).toBeNull();
    await saveCompilerWorkspace(db, workA, workspace);
    await saveCompilerWorkspace(db, workB, { ...workspace, files: [workspace.files[0]!] });
    expect(await readCompilerWorkspace(db, workA)).toEqual(workspace);

    // A closed tab goes; the other server's files stay.
    const closed = { ...workspace, files: [workspace.files[1]!] };
    await saveCompilerWorkspace(db, workA, closed);
    expect(await readCompilerWorkspace(db, workA)).toEqual(closed);
    expect((await readCompilerWorkspace(db, workB))?.files.map((file) => file.id)).toEqual(['f1']);
    // Log out keeps them, like drafts.
    await forgetLearnerData(db, serverA);
    expect(await readCompilerWorkspace(db, workA)).toEqual(closed);
  });

  it('skips a file row it cannot read, keeps the code of one whose output is damaged, and opens the first readable file', async () => {
    await saveCompilerWorkspace(db, workA, workspace);
    await db
      .updateTable('compiler_files')
      .set({ language: 'cobol' })
      .where('file_id', '=', 'f2')
      .execute();
    await db
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
    expect(await readCompilerWorkspace(db, workA)).toEqual({
      files: [
        workspace.files[0],
        { id: 'f3', name: 'main3.py', language: 'python', code: 'x', output: null },
      ],
      activeId: 'f1',
      input: 'Zen\n',
    });
  });

  it('moves files in once: a second move never overwrites newer files', async () => {
    expect(await importCompilerWorkspace(db, workA, workspace)).toEqual({ files: 2 });
    const edited = { ...workspace, input: 'newer\n' };
    await saveCompilerWorkspace(db, workA, edited);
    expect(await importCompilerWorkspace(db, workA, workspace)).toEqual({ files: 0 });
    expect(await readCompilerWorkspace(db, workA)).toEqual(edited);
    expect(await readCompilerWorkspace(db, workB)).toBeNull();
  });
});
