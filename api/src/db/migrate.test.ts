import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NO_MIGRATIONS, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabasePerFile } from '../test/test-database.ts';
import { createMigrator, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const test = testDatabasePerFile();

describe('migrations', () => {
  it('lists every timestamped file of the folder, in order', () => {
    const folder = fileURLToPath(new URL('./migrations', import.meta.url));
    const files = readdirSync(folder)
      .filter((file) => file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
    for (const name of files) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9-]+$/);
  });

  it('has nothing left to apply on a migrated database', async () => {
    expect(await migrateToLatest(test.db)).toEqual([]);
  });

  it('rolls back to nothing and forward again', async () => {
    const migrator = createMigrator(test.db);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const tables = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'users'`.execute(
      test.db,
    );
    expect(tables.rows[0]!.n).toBe(0);
    const up = await migrateToLatest(test.db);
    expect(up.map((result) => result.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
  });

  it('keeps e-mails and usernames unique regardless of case', async () => {
    await test.db
      .insertInto('users')
      .values({ email: 'Zen@Example.com', username: 'ZenMaster' })
      .execute();
    await expect(
      test.db.insertInto('users').values({ email: 'zen@example.COM' }).execute(),
    ).rejects.toThrow(/unique/);
    await expect(
      test.db
        .insertInto('users')
        .values({ email: 'other@example.com', username: 'zenmaster' })
        .execute(),
    ).rejects.toThrow(/unique/);
    const found = await test.db
      .selectFrom('users')
      .select(['role', 'score', 'session_version', 'is_public_profile'])
      .where('email', '=', 'ZEN@example.com')
      .executeTakeFirstOrThrow();
    expect(found).toEqual({ role: 'user', score: 0, session_version: 1, is_public_profile: true });
  });

  it('rejects values outside the allowed sets', async () => {
    await expect(
      test.db
        .insertInto('users')
        .values({ email: 'r@example.com', role: 'root' as never })
        .execute(),
    ).rejects.toThrow(/check/);
    await expect(
      test.db
        .insertInto('problems')
        .values({ id: 'p', name: 'P', statement: 's', difficulty: 'Trivial' as never })
        .execute(),
    ).rejects.toThrow(/check/);
  });

  it('rewrites submissions judged in older shapes into today’s', async () => {
    const migrator = createMigrator(test.db);
    expect((await migrator.migrateTo('2026-11-26T1110-submission-judging-time')).error).toBe(
      undefined,
    );
    const { id: userId } = await test.db
      .insertInto('users')
      .values({ email: 'old@example.com', username: 'old-rows' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('problems')
      .values({ id: 'old-rows', name: 'Old rows', statement: 's', difficulty: 'Easy' })
      .execute();
    const oldCases = [
      { index: 0, verdict: 'Passed', runtimeMs: 12, memoryKb: 900, output: '1' },
      { index: 1, verdict: 'Error', reason: 'Runtime Error', runtimeMs: 3, error: 'boom' },
      { index: 2, verdict: 'Not Run', hidden: true },
    ];
    const { id } = await test.db
      .insertInto('submissions')
      .values({
        user_id: userId,
        problem_id: 'old-rows',
        language: 'python',
        code: 'x',
        status: 'done',
        verdict: 'Not Accepted',
        cases: JSON.stringify(oldCases),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await migrateToLatest(test.db);
    const row = await test.db
      .selectFrom('submissions')
      .select(['cases', 'reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.reason).toBe('Runtime Error');
    expect(row.cases).toEqual([
      { index: 0, verdict: 'Passed', hidden: false, timeMs: 12, memoryKb: 900, output: '1' },
      {
        index: 1,
        verdict: 'Error',
        reason: 'Runtime Error',
        hidden: false,
        timeMs: 3,
        memoryKb: 0,
        stderr: 'boom',
      },
      { index: 2, verdict: 'Not Run', hidden: true, timeMs: 0, memoryKb: 0 },
    ]);
    await test.db.deleteFrom('problems').where('id', '=', 'old-rows').execute();
    await test.db.deleteFrom('users').where('id', '=', userId).execute();
  });

  it('removes a problem with its details and cases', async () => {
    await test.db
      .insertInto('problems')
      .values({ id: 'gone', name: 'Gone', statement: 's', difficulty: 'Easy' })
      .execute();
    await test.db
      .insertInto('problem_details')
      .values({
        problem_id: 'gone',
        constraints: '[]',
        examples: '[]',
        signature: '{"kind":"stdio"}',
        limits: '{"timeMs":1000,"memoryMb":64}',
        boilerplate: '{}',
        harness: '{}',
        reference_solution: '{}',
      })
      .execute();
    await test.db
      .insertInto('testcases')
      .values({ problem_id: 'gone', input: '1', output: '1', is_public: true, position: 0 })
      .execute();
    await test.db.deleteFrom('problems').where('id', '=', 'gone').execute();
    const left = await test.db
      .selectFrom('testcases')
      .select('id')
      .where('problem_id', '=', 'gone')
      .execute();
    expect(left).toEqual([]);
  });

  it('has the indexes the queries need', async () => {
    const result = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where schemaname = 'public'`.execute(test.db);
    const names = result.rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'users_rank_idx',
        'submissions_user_idx',
        'submissions_problem_user_idx',
        'testcases_problem_idx',
      ]),
    );
  });
});
