import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { NotFoundError } from '../../errors.ts';
import {
  cachedRead,
  sendPrivateAnswer,
  sendPublicAnswer,
  userTag,
  type CachedAnswer,
  type JsonAnswer,
} from '../../read-cache/index.ts';
import { readableProfile, type ProfileOwner } from './profile-access.ts';

/** One kind of read by username: its cache key part, extra cache tags, and the read itself. */
export interface ProfileRead<T> {
  /** Says what is read and with which options (e.g. `heatmap:Europe/Paris:2026-11-24`). */
  key: string;
  /** `ranking` when the answer moves with the rank order; the learner's own tag is added. */
  tags?: string[];
  /** When the same address starts to mean another read (a heatmap's next day; never if left out). */
  addressExpires?: number;
  load: (profile: ProfileOwner) => Promise<T>;
}

/**
 * Answers a read by username under the one privacy rule (readableProfile). What the public may
 * see is cached, keyed by the lower-cased username, and tagged with the learner, so any change of
 * theirs (visibility included) drops it before the next request is answered. The owner's own reads
 * are never served from that copy: they are loaded fresh and marked private.
 */
export async function answerProfileRead<T>(
  c: Context<AppEnv>,
  username: string,
  read: ProfileRead<T>,
): Promise<JsonAnswer<T>> {
  const { db, readCache } = c.var.deps;
  const viewer = c.var.user;
  const publicAnswer = () =>
    cachedRead(readCache, `${read.key}:${username.toLowerCase()}`, async () => {
      const profile = await readableProfile(db, username, undefined);
      return read.load(profile).then((value) => ({
        value,
        tags: [userTag(profile.id), ...(read.tags ?? [])],
        ownerId: profile.id,
        addressExpires: read.addressExpires,
      }));
    });
  if (!viewer) return sendPublicAnswer(c, await publicAnswer());
  let answer: CachedAnswer<T> | null = null;
  try {
    answer = await publicAnswer();
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  if (answer && answer.ownerId !== viewer.id) return sendPublicAnswer(c, answer);
  // The owner (of a public or a private profile), or a 404 for anyone else.
  const profile = await readableProfile(db, username, viewer);
  return read.load(profile).then((value) => sendPrivateAnswer(c, value));
}
