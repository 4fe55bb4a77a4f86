import { isIP } from 'node:net';
import type { JudgeSandbox } from './detect-sandbox.ts';

/** True for names and addresses that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice(7) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** Thrown when untrusted code would run unisolated on a server others can reach. */
export class JudgingNotAllowedError extends Error {
  override name = 'JudgingNotAllowedError';
}

/**
 * Refuses to judge with a sandbox that does not isolate programs (no bubblewrap) while the
 * server listens on a non-loopback address: anyone could then run code against its files.
 */
export function assertJudgingAllowed(host: string, sandbox: Pick<JudgeSandbox, 'isolated'>): void {
  if (sandbox.isolated || isLoopbackHost(host)) return;
  throw new JudgingNotAllowedError(
    `Refusing to judge: bubblewrap is not available, and the server listens on ${host}, which ` +
      'is not a loopback address. Install the `bubblewrap` package (bwrap), or set HOST=127.0.0.1 ' +
      'for local use.',
  );
}
