import { HEATMAP_DAYS, messages } from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call } from '../auth/auth-testing.ts';
import { learner, problem, setScore, solve, submission } from './profile-stats-test-kit.ts';
import { todayIn } from './time-zone.ts';

const DAY_MS = 86_400_000;
const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];
let deps: ReturnType<typeof createTestApp>['deps'];

beforeAll(async () => {
  ({ app, deps } = createTestApp(test.db));
  await problem(test.db, 'two-sum', 'Easy', 'Two Sum');
  await problem(test.db, 'add-two-numbers', 'Medium', 'Add Two Numbers');
  await problem(test.db, 'median-of-two-sorted-arrays', 'Hard', 'Median of Two Sorted Arrays');
});

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('GET /profile/{username}/heatmap', () => {
  it('gives one entry per day for 365 days ending today, bucketed in the time zone sent', async () => {
    const me = await learner(test.db, deps.config, 'heat');
    const startOfTodayUtc = Date.parse(`${utcDay(Date.now())}T00:00:00Z`);
    // 23:30 UTC yesterday: still yesterday in UTC and Los Angeles, already today in Tokyo.
    const lateYesterday = new Date(startOfTodayUtc - 30 * 60_000);
    await submission(test.db, me.id, 'two-sum', lateYesterday);
    await submission(test.db, me.id, 'two-sum', new Date(startOfTodayUtc - 40 * 60_000));
    await submission(test.db, me.id, 'two-sum', new Date(Date.now() - 400 * DAY_MS));

    const utc = await bodyOf(await call(app, 'GET', '/api/profile/heat/heatmap?tz=UTC'));
    expect(utc.heatmap).toHaveLength(HEATMAP_DAYS);
    expect(utc.heatmap.at(-1).date).toBe(todayIn('UTC'));
    const dates = utc.heatmap.map((entry: { date: string }) => entry.date);
    expect([...dates].sort()).toEqual(dates);
    const yesterday = utcDay(startOfTodayUtc - DAY_MS);
    expect(utc.heatmap.find((e: { date: string }) => e.date === yesterday).count).toBe(2);
    const total = (entries: { count: number }[]) => entries.reduce((sum, e) => sum + e.count, 0);
    expect(total(utc.heatmap)).toBe(2);

    const tokyo = await bodyOf(await call(app, 'GET', '/api/profile/heat/heatmap?tz=Asia%2FTokyo'));
    expect(tokyo.heatmap.at(-1).date).toBe(todayIn('Asia/Tokyo'));
    const tokyoDay = utcDay(startOfTodayUtc);
    expect(tokyo.heatmap.find((e: { date: string }) => e.date === tokyoDay).count).toBe(2);
    expect(total(tokyo.heatmap)).toBe(2);

    const losAngeles = await bodyOf(
      await call(app, 'GET', '/api/profile/heat/heatmap?tz=America/Los_Angeles'),
    );
    expect(losAngeles.heatmap.find((e: { date: string }) => e.date === yesterday).count).toBe(2);
  });

  it('defaults to UTC and refuses unknown zones and bare offsets', async () => {
    await learner(test.db, deps.config, 'zones');
    const plain = await bodyOf(await call(app, 'GET', '/api/profile/zones/heatmap'));
    expect(plain.heatmap.at(-1)).toEqual({ date: todayIn('UTC'), count: 0 });
    for (const tz of ['Mars/Olympus', '+01:00', 'UTC;drop', '']) {
      const answer = await call(
        app,
        'GET',
        `/api/profile/zones/heatmap?tz=${encodeURIComponent(tz)}`,
      );
      expect(answer.status, tz).toBe(400);
    }
  });
});

describe('GET /profile/{username}/progress, /rank and /submissions', () => {
  it('counts solved problems by difficulty and ranks only learners who solved one', async () => {
    const me = await learner(test.db, deps.config, 'progress');
    expect(await bodyOf(await call(app, 'GET', '/api/profile/progress/progress'))).toEqual({
      stats: { easy: 0, medium: 0, hard: 0 },
    });
    expect(await bodyOf(await call(app, 'GET', '/api/leaderboard/rank/progress'))).toEqual({
      rank: '-',
      score: 0,
    });
    await solve(test.db, me.id, 'two-sum');
    await solve(test.db, me.id, 'two-sum');
    await solve(test.db, me.id, 'median-of-two-sorted-arrays');
    expect(await bodyOf(await call(app, 'GET', '/api/profile/PROGRESS/progress'))).toEqual({
      stats: { easy: 1, medium: 0, hard: 1 },
    });
    const rank = await bodyOf(await call(app, 'GET', '/api/leaderboard/rank/progress'));
    expect(rank.score).toBe(50);
    expect(rank.rank).toBeGreaterThanOrEqual(1);
  });

  it('ranks by score, then who reached it first, then username', async () => {
    const reached = new Date('2026-01-01T00:00:00Z');
    const later = new Date('2026-01-02T00:00:00Z');
    const people = {
      top: await learner(test.db, deps.config, 'rank_top'),
      early: await learner(test.db, deps.config, 'rank_early'),
      alpha: await learner(test.db, deps.config, 'Rank_Alpha'),
      beta: await learner(test.db, deps.config, 'rank_beta'),
    };
    await setScore(test.db, people.top.id, 10_000, later);
    await setScore(test.db, people.early.id, 9_000, reached);
    await setScore(test.db, people.alpha.id, 9_000, later);
    await setScore(test.db, people.beta.id, 9_000, later);
    const rankOf = async (name: string) =>
      (await bodyOf(await call(app, 'GET', `/api/leaderboard/rank/${name}`))).rank;
    expect(await rankOf('rank_top')).toBe(1);
    expect(await rankOf('rank_early')).toBe(2);
    expect(await rankOf('rank_alpha')).toBe(3);
    expect(await rankOf('rank_beta')).toBe(4);
  });

  it('lists the three latest submissions with titles and no code', async () => {
    const me = await learner(test.db, deps.config, 'recent');
    const now = Date.now();
    await submission(test.db, me.id, 'two-sum', new Date(now - 4000));
    await submission(test.db, me.id, 'add-two-numbers', new Date(now - 3000));
    await submission(test.db, me.id, 'median-of-two-sorted-arrays', new Date(now - 2000));
    await submission(test.db, me.id, 'two-sum', new Date(now - 1000), 'Accepted');
    const { submissions } = await bodyOf(await call(app, 'GET', '/api/submission/recent/recent'));
    expect(submissions.map((s: { problemTitle: string }) => s.problemTitle)).toEqual([
      'Two Sum',
      'Median of Two Sorted Arrays',
      'Add Two Numbers',
    ]);
    expect(submissions[0]).toMatchObject({ problemId: 'two-sum', verdict: 'Accepted' });
    expect(submissions[0].submittedAt).toBe(new Date(now - 1000).toISOString());
    expect(submissions[0]).not.toHaveProperty('code');
    const none = await learner(test.db, deps.config, 'quiet');
    expect(await bodyOf(await call(app, 'GET', `/api/submission/recent/${none.username}`))).toEqual(
      { submissions: [] },
    );
  });
});

describe('privacy', () => {
  const reads = (name: string) => [
    `/api/leaderboard/${name}`,
    `/api/profile/${name}`,
    `/api/profile/public/${name}`,
    `/api/profile/${name}/heatmap`,
    `/api/profile/${name}/progress`,
    `/api/leaderboard/rank/${name}`,
    `/api/submission/recent/${name}`,
  ];

  it('hides a private profile from visitors and other learners, like an unknown one', async () => {
    const hidden = await learner(test.db, deps.config, 'hidden', { isPublic: false });
    // Ranked, so that the leaderboard entry has a rank and a score to leak.
    await solve(test.db, hidden.id, 'two-sum');
    const other = await learner(test.db, deps.config, 'curious');
    for (const path of [...reads('hidden'), ...reads('nobody_here')]) {
      for (const token of [undefined, other.token]) {
        const answer = await call(app, 'GET', path, { token });
        expect(answer.status, path).toBe(404);
        expect(await bodyOf(answer)).toEqual({ message: messages.profileNotPublic });
      }
    }
    for (const path of reads('hidden')) {
      expect((await call(app, 'GET', path, { token: hidden.token })).status, path).toBe(200);
    }
  });

  it('shows a public profile to everyone without the e-mail, and the owner all of it', async () => {
    const open = await learner(test.db, deps.config, 'Open_Book');
    const seen = await bodyOf(await call(app, 'GET', '/api/profile/public/open_book'));
    expect(seen).toMatchObject({ username: 'Open_Book', isPublicProfile: true, score: 0 });
    expect(seen).not.toHaveProperty('email');
    expect(seen).not.toHaveProperty('role');
    expect(await bodyOf(await call(app, 'GET', '/api/profile/open_book'))).not.toHaveProperty(
      'role',
    );
    const own = await bodyOf(
      await call(app, 'GET', '/api/profile/public/open_book', { token: open.token }),
    );
    expect(own.email).toBe('Open_Book@example.com');
  });
});

describe('a deleted problem', () => {
  it('takes its points and its solved mark with it', async () => {
    const me = await learner(test.db, deps.config, 'deleted_case');
    await problem(test.db, 'soon-gone', 'Hard');
    await solve(test.db, me.id, 'two-sum');
    await solve(test.db, me.id, 'soon-gone');
    expect((await bodyOf(await call(app, 'GET', '/api/leaderboard/rank/deleted_case'))).score).toBe(
      50,
    );
    await test.db.deleteFrom('problems').where('id', '=', 'soon-gone').execute();
    expect((await bodyOf(await call(app, 'GET', '/api/leaderboard/rank/deleted_case'))).score).toBe(
      10,
    );
    expect(await bodyOf(await call(app, 'GET', '/api/profile/deleted_case/progress'))).toEqual({
      stats: { easy: 1, medium: 0, hard: 0 },
    });
  });

  it('lets an account be deleted with its solved problems', async () => {
    const me = await learner(test.db, deps.config, 'leaving');
    await solve(test.db, me.id, 'two-sum');
    await test.db.deleteFrom('users').where('id', '=', me.id).execute();
    const left = await test.db.selectFrom('solved_problems').where('user_id', '=', me.id).execute();
    expect(left).toEqual([]);
  });
});
