import type { OfflineApi } from '../../../../preload/offline-api.ts';
import type { TokenStore } from '@/lib/token-storage.ts';

/**
 * The desktop's token store: the session token lives in the OS keychain through the main
 * process (read once before the app renders, written through), never in localStorage; the
 * temporary sign-up token stays in memory.
 */
export async function createKeychainTokenStore(offline: OfflineApi): Promise<TokenStore> {
  let token = await offline.session.read();
  let tempToken: string | null = null;
  return {
    read: (kind) => (kind === 'token' ? token : tempToken),
    write(kind, value) {
      if (kind === 'tempToken') {
        tempToken = value;
        return;
      }
      token = value;
      void offline.session.write(value);
    },
  };
}
