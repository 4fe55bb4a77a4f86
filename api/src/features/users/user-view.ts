import { messages, type PublicUser, type User } from '@zencode/shared/contract';
import type { Db, UserRow } from '../../db/index.ts';
import { NotFoundError } from '../../errors.ts';
import { avatarUrl } from './avatar-url.ts';

/** The user as the client reads it (contract userSchema), from the row and the solved problems. */
export function toUser(
  row: UserRow,
  solved: { problem_id: string; difficulty: User['solvedProblems'][number]['difficulty'] }[],
  publicUrl: string,
): User {
  const fullName = row.full_name ?? '';
  return {
    _id: row.id,
    name: row.name ?? fullName,
    fullName,
    email: row.email,
    username: row.username ?? '',
    avatar: row.avatar_id ? avatarUrl(publicUrl, row.avatar_id) : '',
    role: row.role,
    solvedProblems: solved.map((s) => ({ _id: s.problem_id, difficulty: s.difficulty })),
    score: row.score,
    socialProfiles: {
      github: row.github_url ?? '',
      linkedin: row.linkedin_url ?? '',
      twitter: row.twitter_url ?? '',
    },
    isPublicProfile: row.is_public_profile,
    profileComplete: row.profile_complete,
  };
}

/** What everyone but the owner sees of a user: no e-mail address, and not who is an admin. */
export function toPublicUser(user: User): PublicUser {
  const { email: _email, role: _role, ...publicView } = user;
  return publicView;
}

/** Loads one user with their solved problems; 404 when the user is gone. */
export async function loadUser(db: Db, publicUrl: string, userId: string): Promise<User> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw new NotFoundError(messages.userNotFound);
  const solved = await db
    .selectFrom('solved_problems')
    .innerJoin('problems', 'problems.id', 'solved_problems.problem_id')
    .select(['solved_problems.problem_id', 'problems.difficulty'])
    .where('solved_problems.user_id', '=', userId)
    .orderBy('solved_problems.first_accepted_at')
    .execute();
  return toUser(row, solved, publicUrl);
}
