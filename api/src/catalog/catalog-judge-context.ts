import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JudgeOptions } from '@zencode/shared/judge';
import { detectSandbox } from '../judge/index.ts';

/**
 * The real judge as the catalogue tools use it: the best sandbox of this machine (bubblewrap on
 * CI) and a compile cache kept between runs, so unchanged solutions are not compiled again.
 */
export async function catalogJudgeContext(
  warn: (message: string) => void = (message) => console.error(message),
): Promise<JudgeOptions> {
  const cacheDir = join(tmpdir(), `zencode-catalog-${process.getuid?.() ?? 'user'}`);
  mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
  return { sandbox: await detectSandbox({ warn }), cacheDir };
}
