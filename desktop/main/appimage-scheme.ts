import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DESKTOP_URL_SCHEME } from '@zencode/shared/contract';
import { writeFileAtomically } from './write-file-atomically.ts';

const execFileAsync = promisify(execFile);

/** The desktop entry an AppImage registers for itself (a deb installs its own). */
export const appImageDesktopFile = 'zencode-appimage.desktop';

/** A desktop entry's Exec argument, quoted as the Desktop Entry specification asks. */
const quoted = (path: string) => `"${path.replace(/(["`$\\])/g, '\\$1')}"`;

/**
 * Makes `zencode://` links (the end of a social sign-in) open this AppImage: an AppImage installs
 * no desktop entry, so Electron's setAsDefaultProtocolClient has nothing to name. Writes one in
 * the user's applications folder, pointing at the AppImage where it is now (run again at every
 * start, so a moved AppImage follows), and makes it the scheme's handler with `xdg-mime`.
 * Answers null, or why the link cannot be registered (the app works without it, except that the
 * browser cannot hand a sign-in back).
 */
export async function registerAppImageScheme(options: {
  appImage: string;
  /** $XDG_DATA_HOME, else ~/.local/share. */
  dataHome: string;
  run?: (file: string, args: string[]) => Promise<unknown>;
}): Promise<string | null> {
  const run = options.run ?? ((file, args) => execFileAsync(file, args, { timeout: 10_000 }));
  const folder = join(options.dataHome, 'applications');
  const mimeType = `x-scheme-handler/${DESKTOP_URL_SCHEME}`;
  try {
    mkdirSync(folder, { recursive: true });
    writeFileAtomically(
      join(folder, appImageDesktopFile),
      [
        '[Desktop Entry]',
        'Type=Application',
        'Name=ZenCode',
        `Exec=${quoted(options.appImage)} %U`,
        'Terminal=false',
        'NoDisplay=true',
        `MimeType=${mimeType};`,
        '',
      ].join('\n'),
    );
    await run('xdg-mime', ['default', appImageDesktopFile, mimeType]);
    return null;
  } catch (error) {
    return `zencode:// links could not be registered for this AppImage: ${(error as Error).message}`;
  }
}
