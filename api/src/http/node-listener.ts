import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/** Something that answers some requests ahead of the app (the read cache's lean path). */
export interface ListenerAhead {
  listener(fallback: RequestListener): RequestListener;
}

/**
 * The node:http listener of the app: Hono's, with the requests `ahead` knows answered before it
 * (read-cache/lean-reads.ts when the process has a read cache).
 */
export function nodeListener(
  app: { fetch: Parameters<typeof getRequestListener>[0] },
  ahead?: ListenerAhead,
  hostname?: string,
): RequestListener {
  const hono = getRequestListener(app.fetch, { hostname });
  return ahead ? ahead.listener(hono) : hono;
}
