import type { BubblewrapSandboxOptions } from '../judge/index.ts';
import { bubblewrapUnavailableReason } from '../judge/index.ts';

type Env = Record<string, string | undefined>;

/**
 * `reason` for a test that cannot run here to skip with, except under CI=true, where a missing
 * tool throws: on CI the run fails rather than skip what the tests prove.
 */
export function skipReason(reason: string, env: Env = process.env): string {
  if (env.CI === 'true') {
    throw new Error(`${reason}, and CI=true requires these tests to run: install what is missing.`);
  }
  return reason;
}

/**
 * Why the tests that need bubblewrap cannot run here, or null when it works (see skipReason:
 * under CI=true an unusable bubblewrap throws).
 */
export async function bubblewrapSkipReason(
  options: BubblewrapSandboxOptions = {},
  env: Env = process.env,
): Promise<string | null> {
  const reason = await bubblewrapUnavailableReason(options);
  return reason === null ? null : skipReason(`bubblewrap unavailable: ${reason}`, env);
}
