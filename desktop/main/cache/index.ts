/** The desktop's SQLite store: catalogue copies, submissions, the outbox, drafts and custom cases. */
export { openCacheDatabase, type CacheDb, type OpenedCache } from './open-cache-database.ts';
export * from './catalogue-cache.ts';
export * from './outbox-queries.ts';
export * from './learner-work-queries.ts';
