import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { swaggerUI } from '@hono/swagger-ui';
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
 * package rather than a CDN, so the docs work on a machine without internet access.
 */
export function apiDocs(docsPath: string, openApiPath: string) {
  const docs = new Hono<AppEnv>();
  docs.get(docsPath, swaggerUI({ url: openApiPath, baseUrl: docsPath }));
  docs.get(`${docsPath}/swagger-ui-dist/:file`, async (c) => {
    const file = c.req.param('file');
    const type = assetTypes[file];
    if (!type) return c.notFound();
    const body = await readFile(join(swaggerDist, file));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
  return docs;
}
