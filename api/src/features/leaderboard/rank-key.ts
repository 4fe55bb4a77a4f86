import { sql, type RawBuilder } from 'kysely';

/*
 * The rank order over the generated columns of users_rank_page_idx (migrations 2026-11-22T1100 and T1300):
 * (-score, when the score was reached, lower-cased username in "C" order) ascending.
 */

/** Only these users have a rank; the rest show '-'. The index's predicate, word for word. */
export const isRanked = sql<boolean>`(users.score > 0 and users.username is not null)`;

/** The ascending rank key of users' rows. */
export const rankKey = sql`(users.rank_neg_score, users.rank_reached_at, users.rank_username)`;

/** The same key for one user's values, to compare rows against. */
export function rankKeyOf(user: {
  score: number;
  scoreReachedAt: Date | null;
  username: string;
}): RawBuilder<unknown> {
  const reached = user.scoreReachedAt ?? 'infinity';
  return sql`(${-user.score}::int, ${reached}::timestamptz, lower(${user.username}::text) collate "C")`;
}

/** ORDER BY of a leaderboard page. */
export const rankOrder = sql`users.rank_neg_score, users.rank_reached_at, users.rank_username`;
