import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ProcessSandbox, type Sandbox } from '@zencode/shared/judge';
import { BubblewrapSandbox, type BubblewrapSandboxOptions } from './bubblewrap-sandbox.ts';

/** A sandbox that says whether it isolates programs from the server (files, env, network). */
export type JudgeSandbox = Sandbox & { readonly isolated: boolean };

export interface DetectSandboxOptions extends BubblewrapSandboxOptions {
  /** Where the loud warning goes when bubblewrap is not usable. */
  warn?: (message: string) => void;
}

/**
 * Why bubblewrap cannot be used here, or null when a trivial program runs inside it. The trial
 * covers the whole path: bwrap present, user namespaces allowed, supervisor built.
 */
export async function bubblewrapUnavailableReason(
  options: BubblewrapSandboxOptions = {},
): Promise<string | null> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'zencode-probe-'));
  try {
    // A trial: nothing is started ahead for it.
    const result = await new BubblewrapSandbox({ ...options, startAhead: 0 }).run({
      workDir,
      argv: ['/bin/sh', '-c', 'echo ok'],
      limits: {
        cpuMs: 2000,
        wallMs: 10_000,
        memoryMb: 256,
        outputBytes: 1024,
        processes: 8,
        fileSizeMb: 1,
      },
    });
    if (result.exitCode === 0 && result.stdout === 'ok\n') return null;
    return `a trial run inside bubblewrap failed: exit ${result.exitCode ?? result.signal}, ${result.stderr.trim()}`;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The best sandbox this machine offers: bubblewrap when it works, otherwise the process sandbox
 * (rlimits only, `isolated: false`) with a loud warning.
 */
export async function detectSandbox(options: DetectSandboxOptions = {}): Promise<JudgeSandbox> {
  const reason = await bubblewrapUnavailableReason(options);
  if (reason === null) return new BubblewrapSandbox(options);
  const warn = options.warn ?? ((message: string) => console.error(message));
  warn(
    `WARNING: bubblewrap is not usable (${reason}). Programs will run in the weaker process ` +
      'sandbox, which does not hide the server’s files or network: judging is refused unless ' +
      'the server listens on a loopback address. Install the `bubblewrap` package to fix this.',
  );
  return new ProcessSandbox({ cacheDir: options.cacheDir, sourcePath: options.sourcePath });
}
