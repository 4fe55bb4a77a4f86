import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgetLearnerData } from './cached-answers.ts';
import {
  deleteDraft,
  importLearnerWork,
  readLearnerWork,
  saveCustomCases,
  saveDraft,
} from './learner-work-queries.ts';
import { cacheBefore, serverA, useCacheDatabase, workA, workB } from './cache-test-kit.ts';
import { openCacheDatabase } from './open-cache-database.ts';

const cache = useCacheDatabase('zencode-work-');

describe('learner work in the desktop store', () => {
  it('keeps drafts per problem and language and custom cases per problem, for each server apart', async () => {
    await saveDraft(cache.db, workA, { problemId: 'two-sum', language: 'python', code: 'a py' });
    await saveDraft(cache.db, workA, { problemId: 'two-sum', language: 'cpp', code: 'a cpp' });
    await saveDraft(cache.db, workB, { problemId: 'two-sum', language: 'python', code: 'b py' });
    await saveDraft(cache.db, workA, { problemId: 'two-sum', language: 'python', code: 'a py 2' });
    await saveCustomCases(cache.db, workA, { problemId: 'two-sum', inputs: ['[1,2]\n3'] });
    await saveCustomCases(cache.db, workB, { problemId: 'valid-anagram', inputs: ['"a"\n"a"'] });

    expect(await readLearnerWork(cache.db, workA)).toEqual({
      drafts: [
        { problemId: 'two-sum', language: 'cpp', code: 'a cpp' },
        { problemId: 'two-sum', language: 'python', code: 'a py 2' },
      ],
      customCases: [{ problemId: 'two-sum', inputs: ['[1,2]\n3'] }],
    });
    expect(await readLearnerWork(cache.db, workB)).toEqual({
      drafts: [{ problemId: 'two-sum', language: 'python', code: 'b py' }],
      customCases: [{ problemId: 'valid-anagram', inputs: ['"a"\n"a"'] }],
    });

    await deleteDraft(cache.db, workA, 'two-sum', 'cpp');
    await saveCustomCases(cache.db, workA, { problemId: 'two-sum', inputs: [] });
    expect(await readLearnerWork(cache.db, workA)).toEqual({
      drafts: [{ problemId: 'two-sum', language: 'python', code: 'a py 2' }],
      customCases: [],
    });
    expect((await readLearnerWork(cache.db, workB)).drafts).toHaveLength(1);
  });

  it('skips a row it cannot read and still reads the others', async () => {
    await saveDraft(cache.db, workA, { problemId: 'two-sum', language: 'python', code: 'kept' });
    await saveCustomCases(cache.db, workA, { problemId: 'two-sum', inputs: ['[1]\n1'] });
    const savedAt = new Date().toISOString();
    await cache.db
      .insertInto('drafts')
      .values({
        ...workA,
        problem_id: 'two-sum',
        language: 'cobol',
        code: 'x',
        saved_at: savedAt,
      })
      .execute();
    await cache.db
      .insertInto('custom_cases')
      .values({
        ...workA,
        problem_id: 'merge-intervals',
        inputs_json: '[1,',
        saved_at: savedAt,
      })
      .execute();
    expect(await readLearnerWork(cache.db, workA)).toEqual({
      drafts: [{ problemId: 'two-sum', language: 'python', code: 'kept' }],
      customCases: [{ problemId: 'two-sum', inputs: ['[1]\n1'] }],
    });
  });

  it('keeps drafts when the learner logs out (only copies of their server data go)', async () => {
    await saveDraft(cache.db, workA, { problemId: 'two-sum', language: 'c', code: 'int x;' });
    await saveCustomCases(cache.db, workA, { problemId: 'two-sum', inputs: ['[1]\n1'] });
    await forgetLearnerData(cache.db, serverA);
    const work = await readLearnerWork(cache.db, workA);
    expect(work.drafts).toHaveLength(1);
    expect(work.customCases).toHaveLength(1);
  });

  it('moves saved work in once: a second move adds nothing and never overwrites newer work', async () => {
    const fromLocalStorage = {
      drafts: [
        { problemId: 'two-sum', language: 'python' as const, code: 'old py' },
        { problemId: 'min-stack', language: 'java' as const, code: 'old java' },
      ],
      customCases: [
        { problemId: 'two-sum', inputs: ['[3,3]\n6'] },
        { problemId: 'min-stack', inputs: [] },
      ],
    };
    expect(await importLearnerWork(cache.db, workA, fromLocalStorage)).toEqual({
      drafts: 2,
      customCases: 1,
    });
    // The learner edits in the store; then the same values are moved again (a crash came
    // between the move and removing them from localStorage).
    await saveDraft(cache.db, workA, { problemId: 'two-sum', language: 'python', code: 'new py' });
    expect(await importLearnerWork(cache.db, workA, fromLocalStorage)).toEqual({
      drafts: 0,
      customCases: 0,
    });
    expect(await readLearnerWork(cache.db, workA)).toEqual({
      drafts: [
        { problemId: 'min-stack', language: 'java', code: 'old java' },
        { problemId: 'two-sum', language: 'python', code: 'new py' },
      ],
      customCases: [{ problemId: 'two-sum', inputs: ['[3,3]\n6'] }],
    });
    expect(await readLearnerWork(cache.db, workB)).toEqual({ drafts: [], customCases: [] });
  });
});

describe('the learner-work migration', () => {
  it('adds the drafts and custom-case tables to a cache made by the previous version, keeping its data', async () => {
    const file = join(cache.dir, 'previous.sqlite');
    const sqlite = await cacheBefore(file, '2026-11-24T0900-learner-work');
    // A learner of that version had a submission waiting in the outbox.
    sqlite
      .prepare(
        "insert into outbox (server, idempotency_key, problem_id, language, code, created_at) values (?, 'key-00000001', 'two-sum', 'python', 'pass', '2026')",
      )
      .run(serverA);
    const newTables = "select name from sqlite_master where name in ('drafts', 'custom_cases')";
    expect(sqlite.prepare(newTables).all()).toEqual([]);
    sqlite.close();

    const upgraded = await openCacheDatabase(file);
    expect(upgraded.movedAside).toBeNull();
    // The older outbox row is still there (with no account, nobody sends it).
    const kept = await upgraded.db
      .selectFrom('outbox')
      .select(['idempotency_key', 'account', 'state'])
      .where('server', '=', serverA)
      .execute();
    expect(kept).toEqual([{ idempotency_key: 'key-00000001', account: null, state: 'waiting' }]);
    await saveDraft(upgraded.db, workA, { problemId: 'two-sum', language: 'python', code: 'x' });
    expect((await readLearnerWork(upgraded.db, workA)).drafts).toHaveLength(1);
    await upgraded.db.destroy();
  });
});
