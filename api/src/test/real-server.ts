import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../db/index.ts';

/** A running `server.ts` (embedded PostgreSQL, in-process judge) on a loopback port. */
export interface RealServer {
  /** http://127.0.0.1:port */
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit; removes its data dir unless it was given one. */
  stop(): Promise<number | null>;
}

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

/**
 * Starts the real server as a separate process, the way `npm start` runs it, and resolves once
 * it prints its URL. Judging the whole catalogue in the background is off: it would load the
 * machine for the other tests.
 */
export async function startRealServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<RealServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'zencode-real-server-'));
  chmodSync(dataDir, 0o755);
  const port = options.port ?? (await findFreePort());
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      BACKGROUND_VALIDATION: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('ZenCode is running at') && resolve());
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
