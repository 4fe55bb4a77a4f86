import { type User, apiRoutes, fillRoute, roleSchema, userSchema } from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';
import { decodeTokenClaims } from './decode-token.ts';

/**
 * The owner's view of a profile. Role and avatar may be missing (filled from the token); the
 * e-mail may not: only the owner gets it, so a public view means the token no longer counts.
 */
const ownProfileSchema = userSchema.extend({
  role: roleSchema.optional(),
  avatar: userSchema.shape.avatar.optional(),
});

/** Reads the profile of the user a token names. */
export type FetchProfile = (username: string, token: string) => Promise<unknown>;

const fetchOwnProfile: FetchProfile = (username, token) =>
  apiCall(fillRoute(apiRoutes.profile.byUsername, { username }), { token });

/**
 * The signed-in user behind `token`: the profile fetched by the token's username,
 * with a missing role taken from the token and a missing avatar as ''. Null when the token has no
 * username or the profile cannot be read as the owner's.
 */
export async function loadSession(
  token: string,
  fetchProfile: FetchProfile = fetchOwnProfile,
): Promise<User | null> {
  const claims = decodeTokenClaims(token);
  if (!claims?.username) return null;
  try {
    const parsed = ownProfileSchema.safeParse(await fetchProfile(claims.username, token));
    if (!parsed.success) return null;
    const role = parsed.data.role ?? claims.role;
    if (!role) return null;
    return { ...parsed.data, role, avatar: parsed.data.avatar ?? '' };
  } catch {
    return null;
  }
}
