export { cachedRead, sendPrivateAnswer, sendPublicAnswer, type JsonAnswer } from './cached-read.ts';
export { ChangeFeed, parseReadChange, readChangesChannel, type ReadChange } from './change-feed.ts';
export { ReadCache, userTag, type CachedAnswer, type Loaded } from './read-cache.ts';
