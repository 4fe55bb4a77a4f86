import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToOutbox, listOutbox } from './outbox-queries.ts';
import { readProblemList, saveProblemList } from './catalogue-cache.ts';
import { readLearnerWork, saveCustomCases, saveDraft } from './learner-work-queries.ts';
import { readCompilerWorkspace, saveCompilerWorkspace } from './compiler-workspace-queries.ts';
import { openCacheDatabase } from './open-cache-database.ts';

const server = 'http://127.0.0.1:8080';
const work = { server, account: 'user-1' };
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zencode-cache-'));
  file = join(dir, 'cache.sqlite');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openCacheDatabase', () => {
  it('creates the schema in WAL mode and keeps data across reopening', async () => {
    const { db, movedAside } = await openCacheDatabase(file);
    expect(movedAside).toBeNull();
    await saveProblemList(db, server, [{ _id: 'two-sum' }, { _id: 'valid-anagram' }], '"v1"');
    await db.destroy();
    const sqlite = new Database(file, { readonly: true });
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    sqlite.close();

    const reopened = await openCacheDatabase(file);
    expect(reopened.movedAside).toBeNull();
    expect(await readProblemList(reopened.db, server)).toEqual({
      json: '[{"_id":"two-sum"},{"_id":"valid-anagram"}]',
      etag: '"v1"',
    });
    expect(await readProblemList(reopened.db, 'https://other.example')).toBeNull();
    await reopened.db.destroy();
  });

  it('moves a corrupt file aside and builds a fresh cache', async () => {
    await writeFile(file, 'this is not a database, just some bytes '.repeat(200));
    const messages: string[] = [];
    const { db, movedAside } = await openCacheDatabase(file, (message) => messages.push(message));
    expect(movedAside).toMatch(/cache\.sqlite\.corrupt-/);
    expect(messages[0]).toContain('moved to');
    expect(await readProblemList(db, server)).toBeNull();
    await saveProblemList(db, server, [{ _id: 'two-sum' }], null);
    expect((await readProblemList(db, server))?.json).toBe('[{"_id":"two-sum"}]');
    await db.destroy();
    expect((await readdir(dir)).some((name) => name.startsWith('cache.sqlite.corrupt-'))).toBe(
      true,
    );
  });

  it('moves a file written by a newer app aside, keeping it and bringing the learner’s own rows back', async () => {
    const { db } = await openCacheDatabase(file);
    await addToOutbox(db, server, {
      idempotencyKey: 'key-00000001',
      account: 'user-1',
      problemId: 'two-sum',
      language: 'python',
      code: 'pass',
    });
    await saveDraft(db, work, { problemId: 'two-sum', language: 'cpp', code: 'int x;' });
    await saveCustomCases(db, work, { problemId: 'two-sum', inputs: ['[1]\n1'] });
    const compilerFiles = {
      files: [{ id: 'f1', name: 'main1.py', language: 'python' as const, code: 'x', output: null }],
      activeId: 'f1',
      input: '',
    };
    await saveCompilerWorkspace(db, work, compilerFiles);
    await saveProblemList(db, server, [{ _id: 'two-sum' }], null);
    await db.destroy();
    const sqlite = new Database(file);
    sqlite
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('2099-01-01T0000-from-the-future', new Date().toISOString());
    sqlite.close();

    const reopened = await openCacheDatabase(file);
    expect(reopened.movedAside).toMatch(/cache\.sqlite\.newer-/);
    // Copies of the server's data start over; the outbox, drafts and custom cases come back.
    expect(await readProblemList(reopened.db, server)).toBeNull();
    expect(await listOutbox(reopened.db, server, 'user-1')).toHaveLength(1);
    expect(await readLearnerWork(reopened.db, work)).toEqual({
      drafts: [{ problemId: 'two-sum', language: 'cpp', code: 'int x;' }],
      customCases: [{ problemId: 'two-sum', inputs: ['[1]\n1'] }],
    });
    expect(await readCompilerWorkspace(reopened.db, work)).toEqual(compilerFiles);
    await reopened.db.destroy();
    const kept = new Database(reopened.movedAside!, { readonly: true });
    expect(kept.prepare('select count(*) as n from outbox').get()).toEqual({ n: 1 });
    kept.close();
  });

  it('takes concurrent writes from two connections and another process without losing any', async () => {
    const first = await openCacheDatabase(file);
    const second = await openCacheDatabase(file);
    // A separate process holds write transactions open on the same file meanwhile.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const db = require('better-sqlite3')(process.argv[1]);
         db.pragma('busy_timeout = 5000');
         const insert = db.prepare("insert into outbox (server, idempotency_key, account, problem_id, language, code, created_at) values ('child', ?, 'user-1', 'p', 'python', 'x', '2026')");
         for (let i = 0; i < 200; i++) db.transaction(() => { insert.run('child-' + i); const until = Date.now() + 1; while (Date.now() < until); })();`,
        file,
      ],
      { cwd: process.cwd(), stdio: 'inherit' },
    );
    const exited = new Promise<number | null>((resolve) => writer.on('exit', resolve));
    await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        addToOutbox(index % 2 === 0 ? first.db : second.db, server, {
          idempotencyKey: `key-${String(index).padStart(8, '0')}`,
          account: 'user-1',
          problemId: 'two-sum',
          language: 'python',
          code: `print(${index})`,
        }),
      ),
    );
    expect(await exited).toBe(0);
    expect(await listOutbox(first.db, server, 'user-1')).toHaveLength(100);
    expect(await listOutbox(second.db, 'child', 'user-1')).toHaveLength(200);
    await first.db.destroy();
    await second.db.destroy();
  });
});
