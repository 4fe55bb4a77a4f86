import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

const immutable = 'public, max-age=31536000, immutable';
// Vite names built assets like index-DiwrgTda.js; their content never changes under that name.
const hashedAsset = /^assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ZenCode</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>ZenCode</h1>
<p>The API is running, but the web app has not been built yet. Run <code>npm run build</code>
(or start with <code>npm start</code>, which builds it), then reload this page.</p>
<p>API documentation: <a href="/api/docs">/api/docs</a></p>
</body></html>`;

/**
 * Serves the built web app from webDist. Existing files are served precompressed (Brotli or gzip
 * as the browser accepts; hashed assets with a one-year immutable cache); any other GET that accepts HTML gets index.html so deep links such as
 * /problems/two-sum load the app (history fallback).
 */
export function serveWebApp(webDist: string): MiddlewareHandler<AppEnv> {
  const indexFile = join(webDist, 'index.html');
  // Created once the build exists (serveStatic complains about a missing root), so a build that
  // finishes while the server runs is picked up without a restart.
  let handlers: { files: MiddlewareHandler<AppEnv>; index: MiddlewareHandler<AppEnv> } | undefined;
  const withCache = (response: Response, file: string) => {
    response.headers.set('Cache-Control', hashedAsset.test(file) ? immutable : 'no-cache');
    return response;
  };

  return async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (!handlers && !existsSync(indexFile)) {
      return wantsHtml || c.req.path === '/' ? c.html(notBuiltPage) : next();
    }
    handlers ??= {
      // The build writes .br and .gz beside each file (precompress-plugin.ts): served as accepted.
      files: serveStatic<AppEnv>({ root: webDist, precompressed: true }),
      index: serveStatic<AppEnv>({ path: indexFile, precompressed: true }),
    };
    const { files, index } = handlers;
    const served = await files(c, async () => {});
    if (served) return withCache(served, c.req.path.replace(/^\/+/, ''));
    if (wantsHtml) {
      const page = await index(c, async () => {});
      if (page) return withCache(page, 'index.html');
    }
    return next();
  };
}
