import { rm } from 'node:fs/promises';
import { messages } from '@zencode/shared/contract';
import { encryptedFileSecretStore, type StringEncryption } from './encrypted-file-secret-store.ts';
import {
  keychainAnswers,
  keychainSecretStore,
  type KeytarModule,
} from './keychain-secret-store.ts';
import { memorySecretStore } from './memory-secret-store.ts';
import type { SecretStore } from './secret-store.ts';

export interface SecretStoreChoice {
  store: SecretStore;
  /** Said once to the learner when the session cannot outlive this run; null otherwise. */
  notice: string | null;
}

/** Whether safeStorage's encryption protects anything (not Linux's fixed-key `basic_text`). */
function encryptsForReal(encryption: StringEncryption | null): encryption is StringEncryption {
  if (!encryption?.isEncryptionAvailable()) return false;
  return encryption.getSelectedStorageBackend?.() !== 'basic_text';
}

/**
 * The best place for the session on this machine: the OS keychain when keytar loads and a
 * keychain answers, else a safeStorage-encrypted file in the user-data dir, else memory only.
 * Where safeStorage has only its fixed key (`basic_text`), a file would hold the token as good as
 * plain: it stays in memory, and a file such a run wrote earlier is deleted.
 */
export async function chooseSecretStore(options: {
  keytar: KeytarModule | null;
  encryption: StringEncryption | null;
  fallbackFile: string;
}): Promise<SecretStoreChoice> {
  if (options.keytar && (await keychainAnswers(options.keytar)))
    return { store: keychainSecretStore(options.keytar), notice: null };
  if (encryptsForReal(options.encryption))
    return {
      store: encryptedFileSecretStore(options.fallbackFile, options.encryption),
      notice: null,
    };
  await rm(options.fallbackFile, { force: true });
  return { store: memorySecretStore(), notice: messages.sessionForThisRunOnly };
}
