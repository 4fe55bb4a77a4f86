import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseSecretStore } from './choose-secret-store.ts';
import { encryptedFileSecretStore, type StringEncryption } from './encrypted-file-secret-store.ts';
import { describeSecretStoreConformance } from './secret-store-conformance.ts';
import { memorySecretStore } from './memory-secret-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'zencode-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** AES-256-GCM with a per-test key: what Electron's safeStorage does with the OS's key. */
function aesEncryption(key = randomBytes(32)): StringEncryption {
  return {
    isEncryptionAvailable: () => true,
    encryptString(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString();
    },
  };
}

const encryption = aesEncryption();
describeSecretStoreConformance('encrypted file', () =>
  encryptedFileSecretStore(join(dir, 'conformance.json'), encryption),
);
describeSecretStoreConformance('memory', memorySecretStore);

describe('encryptedFileSecretStore', () => {
  it('writes only ciphertext, readable by the owner alone', async () => {
    const file = join(dir, 'session.json');
    await encryptedFileSecretStore(file, encryption).set('http://a', 'plain-session-token');
    expect(readFileSync(file, 'utf8')).not.toContain('plain-session-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await encryptedFileSecretStore(file, encryption).get('http://a')).toBe(
      'plain-session-token',
    );
  });

  it('reads a file encrypted with another key, or a damaged file, as no secret', async () => {
    const file = join(dir, 'foreign.json');
    await encryptedFileSecretStore(file, aesEncryption()).set('http://a', 'theirs');
    expect(await encryptedFileSecretStore(file, encryption).get('http://a')).toBeNull();
    writeFileSync(file, '{not json');
    const store = encryptedFileSecretStore(file, encryption);
    expect(await store.get('http://a')).toBeNull();
    await store.set('http://a', 'fresh');
    expect(await store.get('http://a')).toBe('fresh');
  });
});

describe('chooseSecretStore without a keychain', () => {
  it('takes the encrypted file when encryption is available', async () => {
    const choice = await chooseSecretStore({
      keytar: null,
      encryption,
      fallbackFile: join(dir, 'chosen.json'),
    });
    expect(choice).toMatchObject({ store: { kind: 'encrypted-file' }, notice: null });
  });

  it('keeps the session for this run only and says so when nothing else exists', async () => {
    const choice = await chooseSecretStore({
      keytar: null,
      encryption: { ...encryption, isEncryptionAvailable: () => false },
      fallbackFile: join(dir, 'never.json'),
    });
    expect(choice.store.kind).toBe('memory');
    expect(choice.notice).toBe(
      'No keychain is available: you stay signed in only until you close the app.',
    );
  });

  it('keeps the session for this run only where safeStorage has only its fixed key (basic_text)', async () => {
    const file = join(dir, 'basic-text.json');
    const written = encryptedFileSecretStore(file, encryption);
    await written.set('http://a', 'token-a-basic-text-run-wrote');
    const choice = await chooseSecretStore({
      keytar: null,
      encryption: { ...encryption, getSelectedStorageBackend: () => 'basic_text' },
      fallbackFile: file,
    });
    expect(choice.store.kind).toBe('memory');
    expect(choice.notice).toBe(
      'No keychain is available: you stay signed in only until you close the app.',
    );
    // The earlier run's file was as good as plain text: it is gone.
    expect(existsSync(file)).toBe(false);
    const withKeyring = await chooseSecretStore({
      keytar: null,
      encryption: { ...encryption, getSelectedStorageBackend: () => 'gnome_libsecret' },
      fallbackFile: file,
    });
    expect(withKeyring.store.kind).toBe('encrypted-file');
  });
});
