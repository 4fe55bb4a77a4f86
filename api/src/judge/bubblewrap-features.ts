import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Options that only newer bwrap releases know (Debian bookworm's 0.8 has both). */
export interface BubblewrapFeatures {
  /** --disable-userns (0.8): no nested user namespaces inside the sandbox. */
  disableUserns: boolean;
  /** --size (0.7): a size cap on the private /tmp. */
  tmpfsSize: boolean;
}

/** Reads which optional flags this bwrap supports from its --help. */
export async function bubblewrapFeatures(bwrapPath: string): Promise<BubblewrapFeatures> {
  const { stdout, stderr } = await execFileAsync(bwrapPath, ['--help'], { timeout: 10_000 });
  const help = stdout + stderr;
  return {
    disableUserns: help.includes('--disable-userns'),
    tmpfsSize: /--size\b/.test(help),
  };
}
