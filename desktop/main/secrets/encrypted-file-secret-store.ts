import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomically } from '../write-file-atomically.ts';
import type { SecretStore } from './secret-store.ts';

/** Electron's `safeStorage` (the OS's user-bound encryption), or an equivalent in tests. */
export interface StringEncryption {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /**
   * Linux only: which secret store backs the key. `basic_text` means none does and the key is a
   * constant written in Chromium's source, so "encrypted" text is as readable as plain text.
   */
  getSelectedStorageBackend?(): string;
}

type SecretFile = Record<string, string>;

/**
 * Secrets encrypted with `encryption` in one JSON file (account -> base64 ciphertext), written
 * atomically with mode 0600. Used where no keychain answers; never holds plain text.
 */
export function encryptedFileSecretStore(file: string, encryption: StringEncryption): SecretStore {
  async function readAll(): Promise<SecretFile> {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as SecretFile) : {};
    } catch {
      return {};
    }
  }
  async function writeAll(secrets: SecretFile): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    writeFileAtomically(file, JSON.stringify(secrets), 0o600);
  }
  return {
    kind: 'encrypted-file',
    async get(account) {
      const encrypted = (await readAll())[account];
      if (!encrypted) return null;
      try {
        return encryption.decryptString(Buffer.from(encrypted, 'base64'));
      } catch {
        // Encrypted by another OS user or machine: as good as no secret.
        return null;
      }
    },
    async set(account, secret) {
      const secrets = await readAll();
      secrets[account] = encryption.encryptString(secret).toString('base64');
      await writeAll(secrets);
    },
    async delete(account) {
      const secrets = await readAll();
      if (!(account in secrets)) return;
      delete secrets[account];
      await writeAll(secrets);
    },
  };
}
