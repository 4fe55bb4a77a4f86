import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, startEmbeddedPostgres, migrateToLatest } from '../db/index.ts';
import { createLogger } from '../logger.ts';

export const templateDatabase = 'zencode_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's embedded server: its maintenance database URL and the migrated template's name. */
    postgres: { adminConnectionString: string; templateDatabase: string };
  }
}

/**
 * One embedded PostgreSQL for the whole api test run, with a migrated template database that
 * test-database.ts copies for every test file.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zencode-test-'));
  chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir,
    database: templateDatabase,
    logger: createLogger('warn'),
  });
  try {
    const db = createDatabase(embedded.connectionString);
    await migrateToLatest(db);
    // A template must have no open connections while it is copied.
    await db.destroy();
  } catch (error) {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgres', {
    adminConnectionString: embedded.adminConnectionString,
    templateDatabase,
  });
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
