import type { OfflineApi } from '../../../../preload/offline-api.ts';
import type { TokenStore } from '@/lib/token-storage.ts';

/** What else follows the session: run before it reaches the main process, and once it has. */
export interface SessionChangeHooks {
  before(next: string | null): void;
  after(next: string | null): Promise<void>;
}

const noHooks: SessionChangeHooks = { before: () => undefined, after: () => Promise.resolve() };

/**
 * The desktop's token store: the session token lives in the OS keychain through the main
 * process (read once before the app renders, written through one after the other), never in
 * localStorage; the temporary sign-up token stays in memory. `written` settles once the last
 * session reached the main process and `hooks.after` is done with it.
 */
export async function createKeychainTokenStore(
  offline: OfflineApi,
  hooks: SessionChangeHooks = noHooks,
): Promise<TokenStore> {
  let token = await offline.session.read();
  let tempToken: string | null = null;
  let writing: Promise<void> = Promise.resolve();
  return {
    read: (kind) => (kind === 'token' ? token : tempToken),
    write(kind, value) {
      if (kind === 'tempToken') {
        tempToken = value;
        return;
      }
      hooks.before(value);
      token = value;
      writing = writing
        .then(() => offline.session.write(value))
        .catch((error: unknown) => {
          console.warn(`The session could not be kept: ${(error as Error).message}`);
        })
        .then(() => hooks.after(value));
    },
    written: () => writing,
  };
}
