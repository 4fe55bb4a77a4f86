import { compareRank } from '@zencode/shared/rules';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call } from '../auth/auth-testing.ts';
import {
  learner,
  problem,
  setScore,
  solve,
  submission,
} from '../profile-stats/profile-stats-test-kit.ts';
import { isRanked, rankOrder } from './rank-key.ts';
import { learnersAhead } from './rank-of-user.ts';

const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];
let deps: ReturnType<typeof createTestApp>['deps'];

beforeAll(async () => {
  ({ app, deps } = createTestApp(test.db));
  await problem(test.db, 'two-sum', 'Easy');
  await problem(test.db, 'lru-cache', 'Medium');
  await problem(test.db, 'word-ladder', 'Hard');
});

const handles = (entries: { handle: string }[]) => entries.map((entry) => entry.handle);

describe('GET /leaderboard', () => {
  it('moves a learner up as they solve problems, and never ranks one who solved nothing', async () => {
    const ada = await learner(test.db, deps.config, 'ada');
    const bo = await learner(test.db, deps.config, 'bo');
    await learner(test.db, deps.config, 'idle');
    expect(await bodyOf(await call(app, 'GET', '/api/leaderboard'))).toEqual({
      legends: [],
      data: [],
      totalPages: 0,
    });
    await solve(test.db, ada.id, 'lru-cache');
    await solve(test.db, bo.id, 'two-sum');
    let board = await bodyOf(await call(app, 'GET', '/api/leaderboard'));
    expect(handles(board.data)).toEqual(['ada', 'bo']);
    await submission(test.db, bo.id, 'word-ladder', new Date(), 'Not Accepted');
    await solve(test.db, bo.id, 'word-ladder');
    board = await bodyOf(await call(app, 'GET', '/api/leaderboard?page=1&limit=10'));
    expect(board.data).toEqual([
      {
        name: 'bo',
        handle: 'bo',
        avatar: '',
        totalSubmissions: 3,
        totalQuestions: 2,
        score: 50,
        rank: 1,
      },
      {
        name: 'ada',
        handle: 'ada',
        avatar: '',
        totalSubmissions: 1,
        totalQuestions: 1,
        score: 20,
        rank: 2,
      },
    ]);
    expect(board.legends).toEqual(board.data);
    expect(board.totalPages).toBe(1);
    expect(await bodyOf(await call(app, 'GET', '/api/leaderboard/BO'))).toEqual(board.data[0]);
    // The kept submission count follows deletions too.
    await test.db
      .deleteFrom('submissions')
      .where('user_id', '=', bo.id)
      .where('verdict', '=', 'Not Accepted')
      .execute();
    expect((await bodyOf(await call(app, 'GET', '/api/leaderboard/bo'))).totalSubmissions).toBe(2);
    expect((await call(app, 'GET', '/api/leaderboard/idle')).status).toBe(404);
    expect((await call(app, 'GET', '/api/leaderboard/nobody')).status).toBe(404);
  });

  it('pages in rank order with the overall top three on every page', async () => {
    const base = Date.parse('2026-03-01T00:00:00Z');
    const made: { username: string; score: number; scoreReachedAt: Date }[] = [];
    for (let index = 0; index < 23; index += 1) {
      const username = `${index % 2 ? 'Page' : 'page'}_${String(index).padStart(2, '0')}`;
      const user = await learner(test.db, deps.config, username);
      // Many equal scores and equal moments, so every tie-break is exercised.
      const score = 1000 + (index % 4) * 10;
      const scoreReachedAt = new Date(base + (index % 3) * 60_000);
      await setScore(test.db, user.id, score, scoreReachedAt);
      made.push({ username, score, scoreReachedAt });
    }
    const expected = made.sort(compareRank).map((user) => user.username);
    const pages: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const board = await bodyOf(await call(app, 'GET', `/api/leaderboard?page=${page}&limit=5`));
      expect(board.totalPages).toBe(5);
      expect(handles(board.legends)).toEqual(expected.slice(0, 3));
      expect(board.data.map((entry: { rank: number }) => entry.rank)).toEqual(
        board.data.map((_entry: unknown, index: number) => (page - 1) * 5 + index + 1),
      );
      pages.push(...handles(board.data));
    }
    // The 23 made here outrank the two learners of the first test.
    expect(pages.slice(0, 23)).toEqual(expected);
    for (const [index, username] of expected.entries()) {
      const rank = await bodyOf(await call(app, 'GET', `/api/leaderboard/rank/${username}`));
      expect(rank.rank, username).toBe(index + 1);
    }
  });

  it('answers an empty page past the end and refuses pages and limits out of range', async () => {
    const past = await bodyOf(await call(app, 'GET', '/api/leaderboard?page=999'));
    expect(past.data).toEqual([]);
    expect(past.legends).toHaveLength(3);
    const single = await bodyOf(await call(app, 'GET', '/api/leaderboard?limit=1&page=2'));
    expect(single.data).toHaveLength(1);
    expect(single.data[0].rank).toBe(2);
    expect(single.legends).toHaveLength(3);
    const widest = await bodyOf(await call(app, 'GET', '/api/leaderboard?limit=50'));
    expect(widest.data).toHaveLength(25);
    for (const query of ['page=0', 'page=-1', 'limit=0', 'limit=51', 'page=abc', 'page=1.5']) {
      expect((await call(app, 'GET', `/api/leaderboard?${query}`)).status, query).toBe(400);
    }
    const board = await bodyOf(await call(app, 'GET', '/api/leaderboard'));
    expect(board.data).toHaveLength(10);
    expect(board.totalPages).toBe(3);
    expect(board.data[0]).not.toHaveProperty('email');
  });
});

describe('the count of ranked learners', () => {
  /** Every ranked learner's /rank equals a count of everyone ahead in compareRank order. */
  async function expectRanksToMatchOrder() {
    const users = await test.db
      .selectFrom('users')
      .select(['username', 'score', 'score_reached_at'])
      .where('score', '>', 0)
      .where('username', 'is not', null)
      .execute();
    const order = users
      .map((user) => ({ ...user, username: user.username!, scoreReachedAt: user.score_reached_at }))
      .sort(compareRank);
    for (const [index, user] of order.entries()) {
      const answer = await bodyOf(await call(app, 'GET', `/api/leaderboard/rank/${user.username}`));
      expect(answer, user.username).toEqual({ rank: index + 1, score: user.score });
    }
  }

  it('follows first scores, lost scores, renames to nothing and departures', async () => {
    const before = (await bodyOf(await call(app, 'GET', '/api/leaderboard?limit=1'))).totalPages;
    const ranked = async () =>
      (await bodyOf(await call(app, 'GET', '/api/leaderboard?limit=1'))).totalPages - before;
    const newcomer = await learner(test.db, deps.config, 'newcomer');
    expect(await ranked()).toBe(0);
    await solve(test.db, newcomer.id, 'two-sum');
    expect(await ranked()).toBe(1);
    await solve(test.db, newcomer.id, 'lru-cache');
    expect(await ranked()).toBe(1);
    await expectRanksToMatchOrder();
    await test.db.deleteFrom('solved_problems').where('user_id', '=', newcomer.id).execute();
    expect(await ranked()).toBe(0);
    await setScore(test.db, newcomer.id, 40, new Date());
    expect(await ranked()).toBe(1);
    await setScore(test.db, newcomer.id, 1010, new Date('2026-03-01T00:00:30Z'));
    await expectRanksToMatchOrder();
    await test.db
      .updateTable('users')
      .set({ username: null })
      .where('id', '=', newcomer.id)
      .execute();
    expect(await ranked()).toBe(0);
    await test.db
      .updateTable('users')
      .set({ username: 'newcomer' })
      .where('id', '=', newcomer.id)
      .execute();
    expect(await ranked()).toBe(1);
    await test.db.deleteFrom('users').where('id', '=', newcomer.id).execute();
    expect(await ranked()).toBe(0);
    await expectRanksToMatchOrder();
  });
});

describe('rank by username at scale', () => {
  it('counts the users ahead from the score histogram and the rank index, without a scan or a sort', async () => {
    // A bulk load: the ranked count is set once afterwards instead of 20,000 trigger updates.
    await sql`alter table users disable trigger users_count_ranked`.execute(test.db);
    await sql`
      insert into users (email, username, full_name, score, score_reached_at)
      select 'bulk' || n || '@example.com', 'bulk_' || n, 'Bulk ' || n, (n % 500) * 10,
        timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 20000) as n
    `.execute(test.db);
    await sql`alter table users enable trigger users_count_ranked`.execute(test.db);
    await sql`
      update leaderboard_totals
      set ranked_users = (select count(*) from users where score > 0 and username is not null)
    `.execute(test.db);
    await sql`delete from score_histogram`.execute(test.db);
    await sql`
      insert into score_histogram (score, users)
      select score, count(*) from users where score > 0 and username is not null group by score
    `.execute(test.db);
    // Vacuum sets the visibility map, as autovacuum does on a live database: index-only scans.
    await sql`vacuum analyze users`.execute(test.db);
    const user = await test.db
      .selectFrom('users')
      .select(['score', 'score_reached_at', 'username'])
      .where('username', '=', 'bulk_777')
      .executeTakeFirstOrThrow();
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain ${learnersAhead({ ...user, username: user.username! })}
    `.execute(test.db);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Only Scan using users_rank_page_idx/);
    // score_histogram holds one row per distinct score: scanning it is not scanning learners.
    expect(text).not.toMatch(/Seq Scan on users|Sort/);

    const page = await sql<{ 'QUERY PLAN': string }>`
      explain select id from users where ${isRanked}
      order by ${rankOrder} limit 10 offset 5000
    `.execute(test.db);
    const pagePlan = page.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(pagePlan).toMatch(/Index Only Scan using users_rank_page_idx/);
    expect(pagePlan).not.toMatch(/Seq Scan|Sort/);

    const answer = await bodyOf(await call(app, 'GET', '/api/leaderboard/rank/bulk_777'));
    const ahead = await sql<{ n: number }>`
      select count(*)::int as n from users
      where score > ${user.score} or (score = ${user.score} and score_reached_at < ${user.score_reached_at})
    `.execute(test.db);
    expect(answer).toEqual({ rank: ahead.rows[0]!.n + 1, score: user.score });
  });
});
