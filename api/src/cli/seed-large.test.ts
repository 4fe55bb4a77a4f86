import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { seedLarge } from './seed-large.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.destroy();
});

describe('seedLarge', () => {
  it('generates learners, submissions, solved problems and scores that agree', async () => {
    await seedLarge(test.db, { users: 500, submissions: 5000 });
    const one = async <T>(query: ReturnType<typeof sql<T>>) =>
      (await query.execute(test.db)).rows[0]!;
    expect(await one(sql<{ n: number }>`select count(*)::int as n from users`)).toEqual({ n: 500 });
    expect(await one(sql<{ n: number }>`select count(*)::int as n from submissions`)).toEqual({
      n: 5000,
    });
    // Scores are the sums of the solved problems' points, reached at the last first-accept.
    expect(
      await one(sql<{ n: number }>`
        select count(*)::int as n from users u
        left join (select user_id, sum(points)::int as points, max(first_accepted_at) as reached
          from solved_problems group by user_id) s on s.user_id = u.id
        where u.score <> coalesce(s.points, 0) or u.score_reached_at is distinct from s.reached
      `),
    ).toEqual({ n: 0 });
    // The kept counters match the rows.
    expect(
      await one(sql<{ n: number }>`
        select count(*)::int as n from users u
        where u.submission_count <> (select count(*) from submissions where user_id = u.id)
      `),
    ).toEqual({ n: 0 });
    expect(
      await one(sql<{ ok: boolean }>`
        select (select ranked_users from leaderboard_totals)
          = (select count(*) from users where score > 0) as ok
      `),
    ).toEqual({ ok: true });
    // Seeding again replaces the dataset rather than adding to it.
    await seedLarge(test.db, { users: 300, submissions: 1000 });
    expect(await one(sql<{ n: number }>`select count(*)::int as n from users`)).toEqual({ n: 300 });
  });
});
