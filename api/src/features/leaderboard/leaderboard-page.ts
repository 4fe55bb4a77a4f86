import type { LeaderboardEntry, LeaderboardResponse } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { avatarUrl } from '../users/index.ts';
import { isRanked, rankOrder } from './rank-key.ts';

const LEGENDS = 3;

interface EntryRow {
  id: string;
  name: string | null;
  full_name: string | null;
  username: string;
  avatar_id: string | null;
  score: number;
  rank: number;
  total_submissions: number;
  total_questions: number;
}

/**
 * Ranked users from `offset`, `limit` of them, in rank order. The score histogram (one row per
 * distinct score) says in which score the page starts and how many learners rank above that
 * score; the index range of users_rank_page_idx then starts at that score, so only the learners
 * of the same score above the page are skipped, index-only. Only the page's rows are read from
 * the table (with their kept submission counts).
 */
async function rankedEntries(db: Db, publicUrl: string, offset: number, limit: number) {
  const { rows } = await sql<EntryRow>`
    with groups as (
      select score, users, (sum(users) over (order by score desc) - users)::int as above
      from score_histogram where users > 0
    ), start as (
      select score, above from groups
      where above <= ${offset}::int and above + users > ${offset}::int
    )
    select users.id, users.name, users.full_name, users.username::text as username, users.avatar_id,
      users.score, page.rank, users.submission_count as total_submissions,
      (select count(*)::int from solved_problems where solved_problems.user_id = page.id) as total_questions
    from start
    cross join lateral (
      select users.id, (start.above + row_number() over (order by ${rankOrder}))::int as rank
      from users
      where ${isRanked} and users.rank_neg_score >= -start.score
      order by ${rankOrder}
      limit ${limit} offset ${offset}::int - start.above
    ) as page
    join users on users.id = page.id
    order by page.rank
  `.execute(db);
  const entries = rows.map((row): LeaderboardEntry => ({
    name: row.name ?? row.full_name ?? '',
    handle: row.username,
    avatar: row.avatar_id ? avatarUrl(publicUrl, row.avatar_id) : '',
    totalSubmissions: row.total_submissions,
    totalQuestions: row.total_questions,
    score: row.score,
    rank: row.rank,
  }));
  return { entries, userIds: rows.map((row) => row.id) };
}

/** How many users have a rank (a score above 0), as the users trigger keeps it. */
export async function countRankedUsers(db: Db): Promise<number> {
  const totals = await db
    .selectFrom('leaderboard_totals')
    .select('ranked_users')
    .executeTakeFirst();
  return totals?.ranked_users ?? 0;
}

/** A leaderboard page and the ids of the learners it shows (whose changes make it stale). */
export interface LoadedLeaderboardPage {
  board: LeaderboardResponse;
  userIds: string[];
}

/** One leaderboard page (1-based) with the overall top three; pages past the end are empty. */
export async function leaderboardPage(
  db: Db,
  publicUrl: string,
  page: number,
  limit: number,
): Promise<LoadedLeaderboardPage> {
  const offset = (page - 1) * limit;
  const firstPage = offset === 0 && limit >= LEGENDS;
  // Three independent reads on three pooled connections: one wait instead of three.
  const [data, top, ranked] = await Promise.all([
    rankedEntries(db, publicUrl, offset, limit),
    firstPage ? null : rankedEntries(db, publicUrl, 0, LEGENDS),
    countRankedUsers(db),
  ]);
  const legends = top ?? { entries: data.entries.slice(0, LEGENDS), userIds: [] };
  return {
    board: { legends: legends.entries, data: data.entries, totalPages: Math.ceil(ranked / limit) },
    userIds: [...data.userIds, ...legends.userIds],
  };
}
