import type { PublicUser, User } from '@zencode/shared/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { ProfileRead } from './answer-profile-read.ts';
import { loadUser, toPublicUser } from '../users/index.ts';

/** The profile by username: the whole user for its owner, the public view for everyone else. */
export function publicProfileRead(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
): ProfileRead<User | PublicUser> {
  return {
    key: 'profile',
    // Solved problems carry their difficulty.
    tags: ['problems'],
    load: async (profile) => {
      const user = await loadUser(db, config.publicUrl, profile.id);
      return profile.isOwner ? user : toPublicUser(user);
    },
  };
}
