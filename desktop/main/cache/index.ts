/**
 * The desktop's SQLite store: catalogue copies, last copies of the server's answers, the outbox,
 * drafts, custom cases and the online compiler's files.
 */
export { openCacheDatabase, type CacheDb, type OpenedCache } from './open-cache-database.ts';
export * from './cached-answers.ts';
export * from './catalogue-cache.ts';
export * from './outbox-queries.ts';
export * from './outbox-entry-queries.ts';
export * from './review-outbox-queries.ts';
export * from './learner-work-queries.ts';
export * from './compiler-workspace-queries.ts';
export * from './claim-visitor-work.ts';
