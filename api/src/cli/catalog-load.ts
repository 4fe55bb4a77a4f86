import { loadCatalog, readCatalog } from '../catalog/index.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/index.ts';
import { createLogger } from '../logger.ts';

/**
 * `npm run catalog:load`: (re)loads every problem of api/catalog into the database. Catalogue
 * problems are replaced with their folder's content; problems created by admins stay.
 */
const problems = readCatalog();
const config = loadConfig();
const database = await openDatabase(config, createLogger(config.logLevel), { attach: true });
try {
  await migrateToLatest(database.db);
  const count = await loadCatalog(database.db, problems);
  const cases = problems.reduce((sum, problem) => sum + problem.cases.length, 0);
  console.log(`Loaded ${count} problems (${cases} test cases) from the catalogue.`);
} finally {
  await database.close();
}
