import { join } from 'node:path';
import { apiRoutes } from '@zencode/shared/contract';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cacheBefore, useCacheDatabase } from './cache-test-kit.ts';
import {
  claimVisitorAnswers,
  everyAccount,
  forgetLearnerData,
  readCachedAnswer,
  saveCachedAnswer,
} from './cached-answers.ts';
import { readProblemFull, readProblemList, readPublicCases } from './catalogue-cache.ts';
import { visitorAccount } from './learner-work-queries.ts';
import { cacheMigrations } from './migrations/index.ts';
import { openCacheDatabase } from './open-cache-database.ts';

const server = 'http://127.0.0.1:8080';
const board = '/api/leaderboard?page=1&limit=10';
const lastCopy = (account: string, key = board) => ({
  server,
  account,
  route: apiRoutes.leaderboard.list,
  key,
});

const cache = useCacheDatabase('zencode-answers-');

describe('saved answers by route and account', () => {
  it("moves the visitor's last copies to the account signing in, never over a newer copy of its own", async () => {
    await saveCachedAnswer(cache.db, lastCopy(visitorAccount), { json: '"visitor"', etag: null });
    await saveCachedAnswer(cache.db, lastCopy(visitorAccount, '/api/leaderboard?page=2'), {
      json: '"page 2"',
      etag: null,
    });
    await saveCachedAnswer(cache.db, lastCopy('user-ada'), { json: '"ada newer"', etag: null });
    await claimVisitorAnswers(cache.db, server, 'user-ada');
    expect(await readCachedAnswer(cache.db, lastCopy('user-ada'))).toEqual({
      json: '"ada newer"',
      etag: null,
    });
    expect(
      await readCachedAnswer(cache.db, lastCopy('user-ada', '/api/leaderboard?page=2')),
    ).toEqual({ json: '"page 2"', etag: null });
    expect(await readCachedAnswer(cache.db, lastCopy(visitorAccount))).toBeNull();
  });

  it("forgets the learners' copies at log out and keeps the catalogue's", async () => {
    const page = { server, account: everyAccount, route: apiRoutes.problemDetails.full, key: 'a' };
    await saveCachedAnswer(cache.db, page, { json: '{}', etag: '"v1"' });
    await saveCachedAnswer(cache.db, lastCopy('user-ada'), { json: '[]', etag: null });
    await saveCachedAnswer(cache.db, lastCopy(visitorAccount), { json: '[]', etag: null });
    await forgetLearnerData(cache.db, server);
    expect(await readCachedAnswer(cache.db, page)).toEqual({ json: '{}', etag: '"v1"' });
    expect(await readCachedAnswer(cache.db, lastCopy('user-ada'))).toBeNull();
    expect(await readCachedAnswer(cache.db, lastCopy(visitorAccount))).toBeNull();
  });
});

describe('the cached-answers migration', () => {
  it('moves every page, public case set, submission list and last copy of the previous version', async () => {
    const file = join(cache.dir, 'previous.sqlite');
    const sqlite = await cacheBefore(file, '2026-11-26T2100-cached-answers');
    sqlite.exec(`
      insert into cached_problems (server, id, position, summary_json)
        values ('${server}', 'two-sum', 0, '{"_id":"two-sum"}');
      insert into sync_meta (server, resource, etag, synced_at)
        values ('${server}', 'problems', '"list"', '2026');
      insert into cached_problem_details (server, problem_id, full_json, etag, fetched_at)
        values ('${server}', 'two-sum', '{"page":1}', '"p1"', '2026');
      insert into cached_public_cases (server, problem_id, cases_json, etag, fetched_at)
        values ('${server}', 'two-sum', '[{"case":1}]', null, '2026');
      insert into cached_submissions (server, problem_id, list_json, fetched_at)
        values ('${server}', 'two sum', '[{"verdict":"Accepted"}]', '2026');
      insert into cached_responses (server, path, body_json, fetched_at)
        values ('${server}', '${board}', '{"data":[]}', '2026'),
          ('${server}', '/api/gone-route', '{"old":true}', '2026');
    `);
    sqlite.close();

    const upgraded = await openCacheDatabase(file);
    const { db } = upgraded;
    expect(upgraded.movedAside).toBeNull();
    expect(await readProblemList(db, server)).toEqual({
      json: '[{"_id":"two-sum"}]',
      etag: '"list"',
    });
    expect(await readProblemFull(db, server, 'two-sum')).toEqual({
      json: '{"page":1}',
      etag: '"p1"',
    });
    expect(await readPublicCases(db, server, 'two-sum')).toEqual({
      json: '[{"case":1}]',
      etag: null,
    });
    // Whose they were was never recorded: the visitor's, until an account signs in.
    const submissions = {
      server,
      account: 'user-ada',
      route: apiRoutes.submissions.byProblem,
      key: '/api/submission/problem/two%20sum',
    };
    expect(await readCachedAnswer(db, submissions)).toBeNull();
    expect(await readCachedAnswer(db, { ...submissions, account: visitorAccount })).not.toBeNull();
    await claimVisitorAnswers(db, server, 'user-ada');
    expect(await readCachedAnswer(db, submissions)).toEqual({
      json: '[{"verdict":"Accepted"}]',
      etag: null,
    });
    expect(await readCachedAnswer(db, lastCopy('user-ada'))).toEqual({
      json: '{"data":[]}',
      etag: null,
    });
    const gone = { ...lastCopy('user-ada'), route: '/gone-route', key: '/api/gone-route' };
    expect(await readCachedAnswer(db, gone)).toEqual({ json: '{"old":true}', etag: null });
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name).filter((name) => name.startsWith('cached_'))).toEqual([
      'cached_answers',
      'cached_problems',
    ]);
    await db.destroy();
  });

  it('gives the previous version its tables back, with the catalogue and last copies', async () => {
    const page = { server, account: everyAccount, route: apiRoutes.problemDetails.full, key: 'a' };
    await saveCachedAnswer(cache.db, page, { json: '{"page":1}', etag: '"p1"' });
    await saveCachedAnswer(cache.db, lastCopy('user-ada'), { json: '{"data":[]}', etag: null });
    const names = Object.keys(cacheMigrations);
    const { error } = await new Migrator({
      db: cache.db,
      provider: { getMigrations: () => Promise.resolve(cacheMigrations) },
    }).migrateTo(names[names.indexOf('2026-11-26T2100-cached-answers') - 1]!);
    expect(error).toBeUndefined();
    const pages = await sql`select problem_id, full_json, etag from cached_problem_details`.execute(
      cache.db,
    );
    expect(pages.rows).toEqual([{ problem_id: 'a', full_json: '{"page":1}', etag: '"p1"' }]);
    const copies = await sql`select path, body_json from cached_responses`.execute(cache.db);
    expect(copies.rows).toEqual([{ path: board, body_json: '{"data":[]}' }]);
  });
});
