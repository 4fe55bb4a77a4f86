export { createDatabase, pingDatabase, type Db } from './database.ts';
export { findFreePort, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
export { createMigrator, migrateToLatest } from './migrate.ts';
export { isUuid } from './is-uuid.ts';
export { openDatabase, type OpenDatabase } from './open-database.ts';
export type * from './schema.ts';
