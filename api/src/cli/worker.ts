import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/index.ts';
import { createLogger } from '../logger.ts';
import { startJudge } from '../queue/index.ts';
import { createValidationTasks } from '../features/authoring/index.ts';
import { interviewTasks } from '../features/interview/index.ts';
import { createJudgeJobHandler } from '../features/submissions/index.ts';

/**
 * `npm run worker`: judge workers only, for more machines on the same DATABASE_URL (or beside a
 * running server, attached to its embedded PostgreSQL). JUDGE_CONCURRENCY workers (default: the
 * cores). Ctrl-C or SIGTERM finishes the jobs in hand, then exits; a second Ctrl-C exits at once.
 */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
const database = await openDatabase(config, logger, { attach: true });
await migrateToLatest(database.db);
const judge = await startJudge({
  createHandler: createJudgeJobHandler,
  // Background validation, and the review of an ended interview once it is judged.
  createTasks: (deps) => ({ ...createValidationTasks(deps), ...interviewTasks(deps) }),
  config,
  db: database.db,
  connectionString: database.connectionString,
  logger,
  workers: config.judgeConcurrency,
});
if (!judge.runtime) {
  await database.close();
  process.exit(1);
}
logger.info(`Judge worker running: ${config.judgeConcurrency} workers (pid ${process.pid})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      if (signal === 'SIGINT') process.exit(130);
      return;
    }
    stopping = true;
    logger.info('Stopping the judge worker after the jobs in hand...');
    void judge
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
