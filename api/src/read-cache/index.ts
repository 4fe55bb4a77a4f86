export { cachedRead, sendPrivateAnswer, sendPublicAnswer, type JsonAnswer } from './cached-read.ts';
export { ChangeFeed, parseReadChange, readChangesChannel, type ReadChange } from './change-feed.ts';
export { LeanReads } from './lean-reads.ts';
export { ReadCache, userTag, type CachedAnswer, type Loaded } from './read-cache.ts';

/** The OpenAPI entry of a cached public read's 304 (If-None-Match with its ETag). */
export const notModifiedResponse = {
  description:
    'Unchanged since the ETag sent in If-None-Match (public answers carry an ETag and Cache-Control: public, no-cache)',
} as const;
