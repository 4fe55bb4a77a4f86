/** The desktop's SQLite cache: catalogue copies, the learner's submissions and the outbox. */
export { openCacheDatabase, type CacheDb, type OpenedCache } from './open-cache-database.ts';
export * from './catalogue-cache.ts';
export * from './outbox-queries.ts';
