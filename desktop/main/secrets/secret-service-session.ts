import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private D-Bus session with an unlocked GNOME Keyring (a real Secret Service) for tests. */
export interface SecretServiceSession {
  /** The session bus address to put in DBUS_SESSION_BUS_ADDRESS. */
  address: string;
  stop(): void;
}

/**
 * Starts `dbus-daemon --session` and `gnome-keyring-daemon --unlock` in it, with a throw-away
 * keyring directory, as `dbus-run-session` would for a desktop login. Throws naming the missing
 * package when either is not installed.
 */
export async function startSecretServiceSession(
  /** The environment the daemons start from (the test's own). */
  baseEnv: NodeJS.ProcessEnv,
): Promise<SecretServiceSession> {
  const dbus = spawnSync(
    'dbus-daemon',
    ['--session', '--fork', '--print-address=1', '--print-pid=1'],
    {
      encoding: 'utf8',
    },
  );
  if (dbus.error || dbus.status !== 0)
    throw new Error(
      `dbus-daemon could not start (install dbus-x11 or dbus-daemon): ${dbus.error?.message ?? dbus.stderr}`,
    );
  const [address, pid] = dbus.stdout.trim().split('\n');
  const dataHome = mkdtempSync(join(tmpdir(), 'zencode-keyring-'));
  const env = { ...baseEnv, DBUS_SESSION_BUS_ADDRESS: address!, XDG_DATA_HOME: dataHome };
  const keyring: ChildProcess = spawn(
    'gnome-keyring-daemon',
    ['--foreground', '--unlock', '--components=secrets'],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const stop = () => {
    keyring.kill();
    process.kill(Number(pid), 'SIGTERM');
    rmSync(dataHome, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      keyring.once('error', (error) =>
        reject(
          new Error(
            `gnome-keyring-daemon could not start (install gnome-keyring): ${error.message}`,
          ),
        ),
      );
      keyring.once('spawn', resolve);
    });
    // The login keyring is created and unlocked with this password, so nothing prompts.
    keyring.stdin?.end('zencode-test');
    await waitForSecretService(env);
  } catch (error) {
    stop();
    throw error;
  }
  return { address: address!, stop };
}

async function waitForSecretService(env: NodeJS.ProcessEnv): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const probe = spawnSync(
      'dbus-send',
      [
        '--session',
        '--print-reply',
        '--dest=org.freedesktop.DBus',
        '/org/freedesktop/DBus',
        'org.freedesktop.DBus.NameHasOwner',
        'string:org.freedesktop.secrets',
      ],
      { env, encoding: 'utf8' },
    );
    if (probe.stdout.includes('boolean true')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gnome-keyring-daemon did not take the org.freedesktop.secrets name');
}
