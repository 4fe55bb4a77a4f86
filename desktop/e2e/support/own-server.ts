import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface OwnServer {
  url: string;
  /** What the server printed so far (for failure messages). */
  output(): string;
  /** SIGTERM, then waits for the clean stop. */
  stop(): Promise<void>;
}

/** The environment of a server of a test's own: its data dir and port, the built web app. */
function ownEnvironment(dataDir: string, port: number, env: Record<string, string>) {
  return {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: join(repoRoot, 'out', 'renderer'),
    LOG_LEVEL: 'info',
    ...env,
  };
}

/**
 * server.ts on a data dir and port of the test's own (beside the shared e2e server), for tests
 * that need a setting the shared server does not have. Resolves once it listens.
 */
export async function startOwnServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join('api', 'src', 'server.ts')],
    { cwd: repoRoot, env: ownEnvironment(dataDir, port, env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', () => output.includes('ZenCode is running at') && resolve());
    void exited.then(() => reject(new Error(`The server stopped early:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** `npm run user:admin -- <email>` on that data dir; answers the one-time password it prints. */
export function createOwnAdmin(dataDir: string, port: number, email: string): string {
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', join('api', 'src', 'cli', 'user-admin.ts'), email],
    { cwd: repoRoot, env: ownEnvironment(dataDir, port, {}), encoding: 'utf8' },
  );
  const password = /One-time password: (\S+)/.exec(printed)?.[1];
  if (!password) throw new Error(`user:admin printed no password:\n${printed}`);
  return password;
}
