import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes compression costs more than it saves. */
export const compressionThreshold = 1024;
// JSON, HTML and the docs' scripts; never event streams, which must reach the client as written.
const compressible =
  /^\s*(?:application\/(?:json|javascript|xml)|text\/(?:html|css|plain|javascript|xml)|image\/svg\+xml|[^;\s]+\+json)(?:[;\s]|$)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: Brotli when the client takes it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

/** `body` in `encoding`, at the levels fit for compressing as answers go out. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? // Quality 5 keeps on-the-fly Brotli fast and still smaller than gzip.
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}

/**
 * Compresses dynamic answers (API JSON, HTML pages) on the fly with Brotli or gzip, as the client
 * accepts. Static web-app files arrive precompressed from the build (serve-web-app.ts) and already
 * carry their Content-Encoding, so they pass through untouched.
 */
export const compressResponses: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  const headers = response.headers;
  // Headers only until the body is sure to be compressed: reading `response.body` turns
  // @hono/node-server's light response into a fetch Response and loses its direct write, which
  // cost every cached answer (no-transform) most of its speed.
  if (
    c.req.method === 'HEAD' ||
    response.status === 206 ||
    headers.has('Content-Encoding') ||
    !compressible.test(headers.get('Content-Type') ?? '') ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')
  ) {
    return;
  }
  const length = headers.get('Content-Length');
  if (length !== null && Number(length) < compressionThreshold) return;
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding || !response.body) return;
  const body = Buffer.from(await response.arrayBuffer());
  const init = { status: response.status, statusText: response.statusText, headers };
  if (body.byteLength < compressionThreshold) {
    c.res = undefined;
    c.res = new Response(body, init);
    return;
  }
  const compressed = await compress(body, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  c.res = undefined;
  c.res = new Response(compressed, init);
};
