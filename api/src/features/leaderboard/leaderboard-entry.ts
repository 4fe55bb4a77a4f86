import type { LeaderboardEntry } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import type { ProfileOwner } from '../profile/index.ts';
import { avatarUrl } from '../users/index.ts';
import { rankOfUser } from './rank-of-user.ts';

/**
 * The leaderboard entry of a learner the viewer may see (readableProfile decided that); null
 * when not ranked yet.
 */
export async function leaderboardEntryOf(
  db: Db,
  publicUrl: string,
  profile: ProfileOwner,
): Promise<LeaderboardEntry | null> {
  const [rank, user] = await Promise.all([
    rankOfUser(db, profile),
    db
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
      .executeTakeFirstOrThrow(),
  ]);
  if (rank === null) return null;
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
