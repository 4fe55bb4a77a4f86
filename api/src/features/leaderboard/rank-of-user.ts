import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isRanked, rankKey, rankKeyOf } from './rank-key.ts';

/** What ranking reads of a user row. */
export interface RankedUser {
  score: number;
  score_reached_at: Date | null;
  username: string | null;
}

/**
 * The user's place on the leaderboard, or null when unranked (no score yet). One count of the
 * users strictly ahead, an index-only range scan of users_rank_page_idx: no sort, no full scan.
 */
export async function rankOfUser(db: Db, user: RankedUser): Promise<number | null> {
  if (user.score <= 0 || user.username === null) return null;
  const key = rankKeyOf({
    score: user.score,
    scoreReachedAt: user.score_reached_at,
    username: user.username,
  });
  const { rows } = await sql<{ ahead: number }>`
    select count(*)::int as ahead from users where ${isRanked} and ${rankKey} < ${key}
  `.execute(db);
  return (rows[0]?.ahead ?? 0) + 1;
}
