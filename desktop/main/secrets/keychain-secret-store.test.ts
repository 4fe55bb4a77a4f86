import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSecretStore } from './choose-secret-store.ts';
import { keychainSecretStore, loadKeytar, type KeytarModule } from './keychain-secret-store.ts';
import { describeSecretStoreConformance } from './secret-store-conformance.ts';
import { startSecretServiceSession, type SecretServiceSession } from './secret-service-session.ts';

// A real Secret Service: gnome-keyring in a private D-Bus session. Missing tools fail the run.
let session: SecretServiceSession;
let keytar: KeytarModule;
beforeAll(async () => {
  session = await startSecretServiceSession(process.env);
  // libsecret connects on first use, so the address must be set before keytar's first call.
  process.env.DBUS_SESSION_BUS_ADDRESS = session.address;
  const loaded = await loadKeytar();
  if (!loaded) throw new Error('keytar did not load: run npm ci with libsecret-1-dev installed');
  keytar = loaded;
}, 30_000);
afterAll(() => session?.stop());

describeSecretStoreConformance('keychain', () => keychainSecretStore(keytar));

const readFromAnotherProcess = (account: string) =>
  execFileSync(
    process.execPath,
    [
      '-e',
      `require('keytar').getPassword('ZenCode', process.argv[1]).then((v) => process.stdout.write(String(v)))`,
      account,
    ],
    { env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: session.address }, encoding: 'utf8' },
  );

describe('the keychain as the session store', () => {
  it('files the session under service "ZenCode", account = server URL, readable by another process', async () => {
    const fallbackDir = mkdtempSync(join(tmpdir(), 'zencode-secrets-'));
    try {
      const choice = await chooseSecretStore({
        keytar,
        encryption: null,
        fallbackFile: join(fallbackDir, 'session.json'),
      });
      expect(choice.store.kind).toBe('keychain');
      expect(choice.notice).toBeNull();
      await choice.store.set('https://zencode.example.org', 'session-token-1');
      expect(readFromAnotherProcess('https://zencode.example.org')).toBe('session-token-1');
      await choice.store.delete('https://zencode.example.org');
      expect(readFromAnotherProcess('https://zencode.example.org')).toBe('null');
    } finally {
      rmSync(fallbackDir, { recursive: true, force: true });
    }
  });

  it('is passed over for the encrypted file when no Secret Service answers', () => {
    // A fresh process with a bus address that leads nowhere: keytar loads, the keychain does not answer.
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./desktop/main/secrets/choose-secret-store.ts').then(async ({ chooseSecretStore }) => {
           const { loadKeytar } = await import('./desktop/main/secrets/keychain-secret-store.ts');
           const choice = await chooseSecretStore({
             keytar: await loadKeytar(),
             encryption: { isEncryptionAvailable: () => true, encryptString: (s) => Buffer.from(s), decryptString: (b) => b.toString() },
             fallbackFile: '/nonexistent/session.json',
           });
           process.stdout.write(choice.store.kind);
         })`,
      ],
      {
        env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' },
        encoding: 'utf8',
        cwd: join(import.meta.dirname, '..', '..', '..'),
      },
    );
    expect(output).toBe('encrypted-file');
  });
});
