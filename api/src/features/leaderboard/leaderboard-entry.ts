import type { LeaderboardEntry } from '@zencode/shared/contract';
import type { Db } from '../../db/database.ts';
import { avatarUrl } from '../profile/index.ts';
import { rankOfUser } from './rank-of-user.ts';

/** One user's leaderboard entry by username; null when unknown or not ranked yet. */
export async function leaderboardEntryOf(
  db: Db,
  publicUrl: string,
  username: string,
): Promise<LeaderboardEntry | null> {
  const user = await db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'name',
      'full_name',
      'username',
      'avatar_id',
      'score',
      'score_reached_at',
      'submission_count',
      eb
        .selectFrom('solved_problems')
        .whereRef('solved_problems.user_id', '=', 'users.id')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .as('total_questions'),
    ])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user?.username) return null;
  const rank = await rankOfUser(db, user);
  if (rank === null) return null;
  return {
    name: user.name ?? user.full_name ?? '',
    handle: user.username,
    avatar: user.avatar_id ? avatarUrl(publicUrl, user.avatar_id) : '',
    totalSubmissions: user.submission_count,
    totalQuestions: Number(user.total_questions ?? 0),
    score: user.score,
    rank,
  };
}
