import { loadCatalog, readCatalog } from '../catalog/index.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/index.ts';
import { queueStaleValidations } from '../features/authoring/index.ts';
import { createLogger } from '../logger.ts';
import { installQueue } from '../queue/index.ts';

/**
 * `npm run catalog:load`: (re)loads every problem of api/catalog into the database. Catalogue
 * problems are replaced with their folder's content; problems created by admins stay. Problems
 * whose content changed are queued for background validation (BACKGROUND_VALIDATION).
 */
const problems = readCatalog();
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(config, logger, { attach: true });
try {
  await migrateToLatest(database.db);
  const count = await loadCatalog(database.db, problems);
  const cases = problems.reduce((sum, problem) => sum + problem.cases.length, 0);
  console.log(`Loaded ${count} problems (${cases} test cases) from the catalogue.`);
  if (config.backgroundValidation) {
    // Changed problems are validated again by the server's judge workers (or at its next start).
    await installQueue(database.connectionString, logger);
    const queued = await queueStaleValidations(database.db);
    if (queued.length > 0)
      console.log(`Queued ${queued.length} changed problems for background validation.`);
  }
} finally {
  await database.close();
}
