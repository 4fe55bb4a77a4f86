import type * as keytarApi from 'keytar';
import { secretService, type SecretStore } from './secret-store.ts';

/** The part of keytar the store uses (declared in keytar.d.ts, so typecheck never needs keytar). */
export type KeytarModule = typeof keytarApi;

/** Loads keytar, or null when the optional native module is missing or cannot load. */
export async function loadKeytar(): Promise<KeytarModule | null> {
  try {
    const loaded = (await import('keytar')) as KeytarModule & { default?: KeytarModule };
    return loaded.default ?? loaded;
  } catch {
    return null;
  }
}

/** The OS keychain (Secret Service, macOS Keychain, Windows Credential Manager) via keytar. */
export function keychainSecretStore(keytar: KeytarModule): SecretStore {
  return {
    kind: 'keychain',
    get: (account) => keytar.getPassword(secretService, account),
    set: (account, secret) => keytar.setPassword(secretService, account, secret),
    async delete(account) {
      await keytar.deletePassword(secretService, account);
    },
  };
}

/**
 * Whether a keychain answers: keytar loads even where no Secret Service runs, and only a call
 * tells. A read of an account nobody uses must succeed (null).
 */
export async function keychainAnswers(keytar: KeytarModule): Promise<boolean> {
  try {
    await keytar.getPassword(secretService, '__zencode_probe__');
    return true;
  } catch {
    return false;
  }
}
