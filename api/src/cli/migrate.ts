import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/index.ts';
import { createLogger } from '../logger.ts';

/** `npm run migrate`: applies pending migrations (the server also does at every start). */
const config = loadConfig();
const database = await openDatabase(config, createLogger(config.logLevel), { attach: true });
try {
  const results = await migrateToLatest(database.db);
  if (results.length === 0) console.log('The database is up to date.');
  for (const result of results) console.log(`Applied ${result.migrationName}`);
} finally {
  await database.close();
}
