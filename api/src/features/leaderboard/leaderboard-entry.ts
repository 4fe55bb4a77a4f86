import type { LeaderboardEntry } from '@zencode/shared/contract';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../auth/index.ts';
import { avatarUrl, readableProfile } from '../profile/index.ts';
import { rankOfUser } from './rank-of-user.ts';

/**
 * One user's leaderboard entry by username, under the profile's privacy rule (readableProfile:
 * a private or unknown learner is a 404 for everyone but the owner); null when not ranked yet.
 */
export async function leaderboardEntryOf(
  db: Db,
  publicUrl: string,
  username: string,
  viewer: SessionUser | undefined,
): Promise<LeaderboardEntry | null> {
  const profile = await readableProfile(db, username, viewer);
  const rank = await rankOfUser(db, profile);
  if (rank === null) return null;
  const user = await db
    .selectFrom('users')
    .select((eb) => [
      'name',
      'full_name',
      'avatar_id',
      'submission_count',
      eb
        .selectFrom('solved_problems')
        .whereRef('solved_problems.user_id', '=', 'users.id')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .as('total_questions'),
    ])
    .where('id', '=', profile.id)
    .executeTakeFirstOrThrow();
  return {
    name: user.name ?? user.full_name ?? '',
    handle: profile.username,
    avatar: user.avatar_id ? avatarUrl(publicUrl, user.avatar_id) : '',
    totalSubmissions: user.submission_count,
    totalQuestions: Number(user.total_questions ?? 0),
    score: profile.score,
    rank,
  };
}
