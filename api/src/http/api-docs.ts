import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

const assetTypes: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

const swaggerDist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * Browsable API docs at docsPath. Swagger UI's assets come from the installed swagger-ui-dist
 * package rather than a CDN, so the docs work on a machine without internet access, and the page
 * starts Swagger UI from a script file rather than an inline script, so it runs under the app's
 * Content-Security-Policy (`script-src 'self'`).
 */
export function apiDocs(docsPath: string, openApiPath: string) {
  const docs = new Hono<AppEnv>();
  const assets = `${docsPath}/swagger-ui-dist`;
  docs.get(docsPath, (c) =>
    c.html(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>ZenCode API</title>
    <link rel="stylesheet" href="${assets}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${assets}/swagger-ui-bundle.js"></script>
    <script src="${docsPath}/start.js"></script>
  </body>
</html>`),
  );
  docs.get(`${docsPath}/start.js`, (c) =>
    c.body(
      `window.ui = SwaggerUIBundle({ dom_id: '#swagger-ui', url: ${JSON.stringify(openApiPath)} });\n`,
      200,
      { 'Content-Type': 'text/javascript; charset=utf-8' },
    ),
  );
  docs.get(`${assets}/:file`, async (c) => {
    const file = c.req.param('file');
    const type = assetTypes[file];
    if (!type) return c.notFound();
    const body = await readFile(join(swaggerDist, file));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
  return docs;
}
