import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { probeToolchains } from '@zencode/shared/judge';
import { createApp } from './app.ts';
import { loadCatalogIfEmpty, readCatalog } from './catalog/index.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase, type OpenDatabase } from './db/index.ts';
import { StartupError } from './errors.ts';
import { createLogger, type Logger } from './logger.ts';
import { startJudge } from './queue/index.ts';

/** Things to stop on shutdown, newest first (e.g. judge workers before the database). */
type Stopper = () => Promise<void>;

function listen(
  app: ReturnType<typeof createApp>,
  host: string,
  port: number,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, () => resolve(server));
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
  let stopping: Promise<void> | undefined;
  const shutdown = (reason: string) => {
    stopping ??= (async () => {
      logger.info(`Stopping (${reason})...`);
      for (const stop of stoppers.reverse()) {
        try {
          await stop();
        } catch (error) {
          logger.error('A part of the server did not stop cleanly', error);
        }
      }
      logger.info('Stopped.');
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
    const database: OpenDatabase = await openDatabase(config, logger);
    stoppers.push(() => database.close());
    const applied = await migrateToLatest(database.db);
    for (const result of applied) logger.info(`Applied migration ${result.migrationName}`);
    const loaded = await loadCatalogIfEmpty(database.db, () => readCatalog());
    if (loaded > 0)
      logger.info(`Loaded ${loaded} problems from the catalogue into the new database`);

    // Judge workers run in this process (JUDGE_CONCURRENCY); `npm run worker` adds machines.
    const judge = await startJudge({
      config,
      db: database.db,
      connectionString: database.connectionString,
      logger,
      workers: config.judgeConcurrency,
    });
    stoppers.push(() => judge.stop());
    const app = createApp({
      config,
      db: database.db,
      logger,
      judge: judge.runtime ?? undefined,
      judgeStatus: () => judge.status(),
    });
    const server = await listen(app, config.host, config.port);
    stoppers.push(() => closeServer(server));
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    console.log(`ZenCode is running at http://${host}:${port}`);
  } catch (error) {
    if (error instanceof StartupError) logger.error(`ZenCode could not start: ${error.message}`);
    else logger.error('ZenCode could not start', error);
    await shutdown('start failed');
    process.exit(1);
  }
}

await main();
