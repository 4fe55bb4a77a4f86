import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isRanked, rankKey, rankKeyOf } from './rank-key.ts';

/** What ranking reads of a user row. */
export interface RankedUser {
  score: number;
  score_reached_at: Date | null;
  username: string | null;
}

/**
 * How many ranked learners are ahead of `user`: those with a higher score, summed from
 * score_histogram (one row per distinct score), plus those with the same score and an earlier
 * rank key, counted by an index-only range of users_rank_page_idx within that score.
 */
export function learnersAhead(user: RankedUser & { username: string }): RawBuilder<{
  ahead: number;
}> {
  const key = rankKeyOf({
    score: user.score,
    scoreReachedAt: user.score_reached_at,
    username: user.username,
  });
  return sql<{ ahead: number }>`
    select
      (select coalesce(sum(users), 0)::int from score_histogram where score > ${user.score}::int)
      + (select count(*)::int from users
         where ${isRanked} and users.rank_neg_score = ${-user.score}::int and ${rankKey} < ${key})
      as ahead
  `;
}

/** The user's place on the leaderboard, or null when unranked (no score yet). */
export async function rankOfUser(db: Db, user: RankedUser): Promise<number | null> {
  if (user.score <= 0 || user.username === null) return null;
  const { rows } = await learnersAhead({ ...user, username: user.username }).execute(db);
  return (rows[0]?.ahead ?? 0) + 1;
}
