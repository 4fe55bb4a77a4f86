import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appImageDesktopFile, registerAppImageScheme } from './appimage-scheme.ts';

const home = mkdtempSync(join(tmpdir(), 'zencode-appimage-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
// xdg-utils (Debian's xdg-utils) answers from these folders only, never the machine's own.
const xdgEnv = {
  ...process.env,
  HOME: home,
  XDG_DATA_HOME: join(home, 'data'),
  XDG_CONFIG_HOME: join(home, 'config'),
  XDG_DATA_DIRS: join(home, 'data'),
  XDG_CURRENT_DESKTOP: 'X-Generic',
};
const hasXdgMime = existsSync('/usr/bin/xdg-mime');

describe('registerAppImageScheme', () => {
  it('writes a desktop entry for the AppImage and makes it the zencode:// handler', async () => {
    if (!hasXdgMime && process.env.CI) throw new Error('xdg-mime (xdg-utils) is missing');
    const appImage = join(home, 'Apps', 'Zen "Code" $1.AppImage');
    const problem = await registerAppImageScheme({
      appImage,
      dataHome: join(home, 'data'),
      run: (file, args) =>
        Promise.resolve(execFileSync(file, args, { env: xdgEnv, encoding: 'utf8' })),
    });
    expect(problem).toBeNull();
    const entry = readFileSync(join(home, 'data/applications', appImageDesktopFile), 'utf8');
    expect(entry).toContain('MimeType=x-scheme-handler/zencode;');
    // Quoted and escaped as the Desktop Entry specification asks.
    expect(entry).toContain(`Exec="${join(home, 'Apps')}/Zen \\"Code\\" \\$1.AppImage" %U`);
    const handler = execFileSync('xdg-mime', ['query', 'default', 'x-scheme-handler/zencode'], {
      env: xdgEnv,
      encoding: 'utf8',
    });
    expect(handler.trim()).toBe(appImageDesktopFile);
  });

  it('says why when the handler cannot be set, and the app goes on', async () => {
    const problem = await registerAppImageScheme({
      appImage: '/opt/ZenCode.AppImage',
      dataHome: join(home, 'other'),
      run: () => Promise.reject(new Error('xdg-mime: not found')),
    });
    expect(problem).toBe(
      'zencode:// links could not be registered for this AppImage: xdg-mime: not found',
    );
  });
});
