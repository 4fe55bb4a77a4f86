import type { ServerResponse } from 'node:http';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { chooseEncoding } from '../http/index.ts';
import { etagMatches } from './etag-matches.ts';
import { offerToLeanReads } from './lean-reads.ts';
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

/**
 * A public answer: browsers and CDNs may keep it but must ask again each time (no-cache), and an
 * unchanged answer costs a 304. It varies with Authorization, as the owner reads more at the same
 * address, and with Accept-Encoding: the compressed copy is made once per answer, not once per
 * request (no-transform keeps compress-responses.ts and any proxy from compressing it again).
 */
export async function sendPublicAnswer<T>(
  c: Context,
  answer: CachedAnswer<T>,
): Promise<JsonAnswer<T>> {
  c.header('Cache-Control', 'public, no-cache, no-transform');
  c.header('Vary', 'Authorization, Accept-Encoding');
  let response: Response;
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  const encoded = answer.body.encodedAs(encoding);
  c.header('ETag', encoded ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag);
  const body = encoded ? await encoded : answer.body.bytes;
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch && etagMatches(ifNoneMatch, answer.etag)) {
    response = c.body(null, 304);
  } else {
    if (encoded && encoding) c.header('Content-Encoding', encoding);
    response = c.body(body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' });
  }
  // An anonymous read's answer as it goes out, so that the next one takes the lean path.
  if (c.req.method === 'GET' && !c.req.header('Authorization')) {
    const env = c.env as { outgoing?: ServerResponse } | undefined;
    offerToLeanReads(env?.outgoing, answer, encoding ?? '', body);
  }
  // The body is the JSON of a T, written once when the answer was loaded.
  return response as unknown as JsonAnswer<T>;
}

/** An answer only its owner may see: never kept by a shared cache. */
export function sendPrivateAnswer<T>(c: Context, value: T): JsonAnswer<T> {
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Authorization');
  return c.json(value, 200) as unknown as JsonAnswer<T>;
}
