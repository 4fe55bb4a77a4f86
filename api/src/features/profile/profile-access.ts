import { messages } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { NotFoundError } from '../../errors.ts';
import type { SessionUser } from '../auth/index.ts';

/** The row fields the per-username reads need. */
export interface ProfileOwner {
  id: string;
  username: string;
  score: number;
  score_reached_at: Date | null;
  isOwner: boolean;
}

/**
 * The user behind `username` (any case) when `viewer` may read their profile: everyone for a
 * public profile, only the owner for a private one. A private and an unknown profile answer the
 * same 404, so a visitor cannot tell which usernames exist.
 */
export async function readableProfile(
  db: Db,
  username: string,
  viewer: SessionUser | undefined,
): Promise<ProfileOwner> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'score', 'score_reached_at', 'is_public_profile'])
    .where('username', '=', username)
    .executeTakeFirst();
  const isOwner = !!row && viewer?.id === row.id;
  if (!row?.username || (!row.is_public_profile && !isOwner)) {
    throw new NotFoundError(messages.profileNotPublic);
  }
  return {
    id: row.id,
    username: row.username,
    score: row.score,
    score_reached_at: row.score_reached_at,
    isOwner,
  };
}
