import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { answerOf, type CachedAnswer, type Loaded, type ReadCache } from './read-cache.ts';

/** `cache.read`, or the load itself when this app has no read cache (tests, CLIs). */
export async function cachedRead<T>(
  cache: ReadCache | undefined,
  key: string,
  load: () => Promise<Loaded<T>>,
): Promise<CachedAnswer<T>> {
  return cache ? cache.read(key, load) : answerOf(await load());
}

/** What a route declares it answers: the JSON of a `T` (a 304 carries none). */
export type JsonAnswer<T> = TypedResponse<JSONParsed<T>, 200, 'json'>;

function notModified(c: Context, etag: string): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A public answer: browsers and CDNs may keep it but must ask again each time (no-cache), and an
 * unchanged answer costs a 304. It varies with Authorization, as the owner reads more at the same
 * address.
 */
export function sendPublicAnswer<T>(c: Context, answer: CachedAnswer<T>): JsonAnswer<T> {
  c.header('ETag', answer.etag);
  c.header('Cache-Control', 'public, no-cache');
  c.header('Vary', 'Authorization');
  const response = notModified(c, answer.etag)
    ? c.body(null, 304)
    : c.body(answer.body, 200, { 'Content-Type': 'application/json' });
  // The body is the JSON of a T, written once when the answer was loaded.
  return response as unknown as JsonAnswer<T>;
}

/** An answer only its owner may see: never kept by a shared cache. */
export function sendPrivateAnswer<T>(c: Context, value: T): JsonAnswer<T> {
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Authorization');
  return c.json(value, 200) as unknown as JsonAnswer<T>;
}
