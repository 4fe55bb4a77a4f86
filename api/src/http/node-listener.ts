import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { App } from '../app.ts';
import type { LeanReads } from '../read-cache/index.ts';

/**
 * The node:http listener of the app: Hono's, with cached public reads answered ahead of it when
 * the process has a read cache (read-cache/lean-reads.ts).
 */
export function nodeListener(app: App, leanReads?: LeanReads, hostname?: string): RequestListener {
  const hono = getRequestListener(app.fetch, { hostname });
  return leanReads ? leanReads.listener(hono) : hono;
}
