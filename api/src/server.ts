import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { ensurePrepared, getLanguage, probeToolchains } from '@zencode/shared/judge';
import {
  endWithLauncher,
  isApiProcess,
  ordersFromPrimary,
  reportListening,
  runApiProcesses,
} from './api-processes/index.ts';
import { createApp } from './app.ts';
import { loadCatalogIfEmpty, readCatalog } from './catalog/index.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createGuardedServer, nodeListener } from './http/index.ts';
import { createDatabase, migrateToLatest, openDatabase, type Db } from './db/index.ts';
import { StartupError } from './errors.ts';
import { createLogger, type Logger } from './logger.ts';
import { startJudge } from './queue/index.ts';
import { createValidationTasks, queueStaleValidations } from './features/authoring/index.ts';
import { interviewTasks } from './features/interview/index.ts';
import { createJudgeJobHandler } from './features/submissions/index.ts';
import { ChangeFeed, LeanReads, ReadCache } from './read-cache/index.ts';

/** Things to stop on shutdown, newest first (e.g. judge workers before the database). */
type Stopper = () => Promise<void>;

function listen(
  app: ReturnType<typeof createApp>,
  config: Config,
  leanReads: LeanReads | undefined,
): Promise<ServerType> {
  const { host, port } = config;
  return new Promise((resolve, reject) => {
    const server = createGuardedServer(nodeListener(app, leanReads, host), config.connections);
    server.listen(port, host, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`Port ${port} on ${host} is already in use: set PORT to another port.`)
          : error,
      );
    });
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections would hold close() open; open streams get a moment to finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5000).unref();
  });
}

function urlOf(config: Config, port: number): string {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/** Opens the database (embedded or DATABASE_URL), migrates it and fills a new one. */
async function prepareDatabase(
  config: Config,
  logger: Logger,
  stoppers: Stopper[],
  stopping: (() => void)[],
) {
  const database = await openDatabase(config, logger, {
    // Exiting non-zero lets a process manager (systemd, Docker, ...) start everything again.
    onUnrecoverable: (error) => {
      logger.error(`The embedded PostgreSQL is gone and could not be started again: ${error}`);
      process.exit(1);
    },
  });
  stoppers.push(() => database.close());
  stopping.push(() => database.stopping());
  const applied = await migrateToLatest(database.db);
  for (const result of applied) logger.info(`Applied migration ${result.migrationName}`);
  const loaded = await loadCatalogIfEmpty(database.db, () => readCatalog());
  if (loaded > 0) logger.info(`Loaded ${loaded} problems from the catalogue into the new database`);
  return database;
}

/** One HTTP server process: judge runtime (and workers), read cache, app; returns its port. */
async function serveApi(options: {
  config: Config;
  logger: Logger;
  db: Db;
  connectionString: string;
  judgeWorkers: number;
  stoppers: Stopper[];
}): Promise<number> {
  const { config, logger, db, connectionString, stoppers } = options;
  // Judge workers run in this process (JUDGE_CONCURRENCY); `npm run worker` adds machines.
  const judge = await startJudge({
    createHandler: createJudgeJobHandler,
    // Background validation, and the review of an ended interview once it is judged.
    createTasks: (deps) => ({ ...createValidationTasks(deps), ...interviewTasks(deps) }),
    config,
    db,
    connectionString,
    logger,
    workers: options.judgeWorkers,
  });
  stoppers.push(() => judge.stop());
  if (config.backgroundValidation && options.judgeWorkers > 0 && judge.runtime) {
    // The languages' prepared dirs (C++'s header, Rust's crates: about 45 s of CPU once per
    // toolchain version) are built now, in the background, not by the first learner's compile.
    // With the rest of the start's background work (off in the tests' short-lived servers).
    const { sandbox, cacheDir } = judge.runtime.context;
    void (async () => {
      for (const toolchain of await probeToolchains())
        if (toolchain.available) await ensurePrepared(getLanguage(toolchain.id), sandbox, cacheDir);
    })().catch((error: unknown) => logger.error('Could not prepare the languages', error));
  }
  // The process whose workers installed the queue checks the catalogue once per start.
  if (config.backgroundValidation && options.judgeWorkers > 0 && judge.runtime) {
    // Serving matters more than the dashboard's badges: a failure here is logged, not fatal.
    await queueStaleValidations(db).then(
      (queued) =>
        queued.length > 0 &&
        logger.info(`Validating ${queued.length} problems in the background, behind submissions`),
      (error: unknown) => logger.error('Could not queue the background validations', error),
    );
  }
  let readCache: ReadCache | undefined;
  if (config.readCacheBytes > 0) {
    const feed = await ChangeFeed.start(connectionString, logger);
    stoppers.push(() => feed.stop());
    readCache = new ReadCache(feed, config.readCacheBytes);
  }
  const app = createApp({
    config,
    db,
    logger,
    readCache,
    judge: judge.runtime ?? undefined,
    judgeStatus: () => judge.status(),
  });
  const leanReads = readCache && config.leanReads ? new LeanReads(readCache, logger) : undefined;
  const server = await listen(app, config, leanReads);
  stoppers.push(() => closeServer(server));
  return (server.address() as AddressInfo).port;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger: Logger = createLogger(config.logLevel);
  const stoppers: Stopper[] = [];
  /** Told at once when the stop begins, before the stoppers run in order. */
  const stoppingHooks: (() => void)[] = [];
  let stopping: Promise<void> | undefined;
  const shutdown = (reason: string) => {
    stopping ??= (async () => {
      if (!isApiProcess) logger.info(`Stopping (${reason})...`);
      for (const hook of stoppingHooks) hook();
      for (const stop of stoppers.reverse()) {
        try {
          await stop();
        } catch (error) {
          logger.error('A part of the server did not stop cleanly', error);
        }
      }
      if (!isApiProcess) logger.info('Stopped.');
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // A second Ctrl-C means "now"; repeated SIGTERMs (a supervisor and its process group) do not.
      if (stopping && signal === 'SIGINT') {
        logger.warn('Stopping right away.');
        process.exit(130);
      }
      void shutdown(signal).then(() => process.exit(0));
    });
  }

  try {
    // Probed in the background so that the first /api/health answers quickly.
    void probeToolchains();
    if (isApiProcess) {
      // One of API_PROCESSES: the primary owns the database and says where it is.
      const orders = await ordersFromPrimary(
        () => void shutdown('the primary is gone').then(() => process.exit(0)),
      );
      const db = createDatabase(orders.connectionString, { logger });
      stoppers.push(() => db.destroy());
      reportListening(await serveApi({ config, logger, db, ...orders, stoppers }));
      return;
    }
    endWithLauncher(() => void shutdown('its launcher is gone').then(() => process.exit(0)));
    const database = await prepareDatabase(config, logger, stoppers, stoppingHooks);
    const port =
      config.apiProcesses > 1
        ? await runApiProcesses(
            config.apiProcesses,
            (index) => ({
              connectionString: database.connectionString,
              judgeWorkers: index === 0 ? config.judgeConcurrency : 0,
            }),
            logger,
            stoppers,
          )
        : await serveApi({
            config,
            logger,
            db: database.db,
            connectionString: database.connectionString,
            judgeWorkers: config.judgeConcurrency,
            stoppers,
          });
    const processes = config.apiProcesses > 1 ? ` (${config.apiProcesses} processes)` : '';
    console.log(`ZenCode is running at ${urlOf(config, port)}${processes}`);
  } catch (error) {
    if (error instanceof StartupError) logger.error(`ZenCode could not start: ${error.message}`);
    else logger.error('ZenCode could not start', error);
    await shutdown('start failed');
    process.exit(1);
  }
}

await main();
