import type { OfflineApi } from '../../../../preload/offline-api.ts';
import { decodeTokenClaims } from '@/features/auth/index.ts';
import { flushLearnerWork } from '@/lib/learner-work-store.ts';
import type { ListableStorage } from '@/lib/local-learner-work.ts';
import type { TokenStore } from '@/lib/token-storage.ts';
import { createDesktopLearnerWork, type DesktopLearnerWork } from './desktop-learner-work.ts';
import { createKeychainTokenStore } from './keychain-token-store.ts';

/** The account (user id) a session token belongs to, null for none. */
export const accountOfSession = (token: string | null): string | null =>
  decodeTokenClaims(token)?.sub ?? null;

/**
 * The desktop's session and the learner's work in step, before the app renders: the work read is
 * the signed-in account's (or the visitor's). When another account signs in, or the learner logs
 * out, the page first writes what it still holds (so the main process files it under the account
 * that made it) and stops writing; once the main process has the new session (and has moved a
 * visitor's work to the account signing in), the store reads the new account's work and the
 * pages open again with it (`learnerWorkReplaced`). The app is not restarted.
 */
export async function startDesktopSession(
  offline: OfflineApi,
  legacy: ListableStorage | null,
): Promise<{ tokens: TokenStore; learnerWork: DesktopLearnerWork }> {
  let learnerWork: DesktopLearnerWork | null = null;
  const changes = (next: string | null) =>
    learnerWork !== null && (learnerWork.closed || accountOfSession(next) !== learnerWork.account);
  const tokens = await createKeychainTokenStore(offline, {
    before(next) {
      flushLearnerWork();
      if (changes(next)) learnerWork?.close();
    },
    async after(next) {
      if (changes(next)) await learnerWork?.reopen(accountOfSession(next));
    },
  });
  learnerWork = await createDesktopLearnerWork(
    offline,
    legacy,
    accountOfSession(tokens.read('token')),
  );
  return { tokens, learnerWork };
}
