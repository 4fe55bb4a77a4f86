import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createRoute } from '@hono/zod-openapi';
import { messages } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRouter } from './app-env.ts';
import { ConflictError } from './errors.ts';
import type { Logger } from './logger.ts';
import { createTestConfig } from './test/test-config.ts';
import { createTestApp } from './test/test-app.ts';
import { testDatabasePerFile } from './test/test-database.ts';

const test = testDatabasePerFile();

/** Routes that exist only in this test, mounted on the real app to exercise its error handling. */
function probeRoutes() {
  const create = createRoute({
    method: 'post',
    path: '/probe',
    request: {
      body: {
        content: {
          'application/json': {
            schema: z.strictObject({ name: z.string().min(1), count: z.number().int() }),
          },
        },
      },
    },
    responses: { 201: { description: 'Created' } },
  });
  return createRouter()
    .openapi(create, (c) => c.json(c.req.valid('json'), 201))
    .get('/probe/conflict', () => {
      throw new ConflictError('Already there.');
    })
    .get('/probe/nul/:text', async (c) => {
      await test.db
        .selectFrom('problems')
        .select('id')
        .where('name', '=', c.req.param('text'))
        .execute();
      return c.json({ ok: true });
    })
    .get('/probe/crash', () => {
      throw new Error('database password is hunter2');
    });
}

function appWithProbe(logger?: Logger, env: Record<string, string> = {}) {
  const { app } = createTestApp(test.db, {
    config: createTestConfig({ BODY_LIMIT_BYTES: '1024', ...env }),
    ...(logger ? { logger } : {}),
  });
  app.route('/api', probeRoutes());
  return app;
}

const post = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', ...headers },
});

describe('error handling', () => {
  it('accepts a valid body', async () => {
    const response = await appWithProbe().request('/api/probe', post('{"name":"zen","count":2}'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'zen', count: 2 });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await appWithProbe().request('/api/probe', post('{"name":'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.invalidJsonBody });
  });

  it('answers 400 naming the field of a wrong type', async () => {
    const response = await appWithProbe().request('/api/probe', post('{"name":"zen","count":"2"}'));
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/^count: /);
  });

  it('answers 400 naming an unknown field', async () => {
    const response = await appWithProbe().request(
      '/api/probe',
      post('{"name":"zen","count":1,"verdict":"Accepted"}'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Unknown field: verdict' });
  });

  it('answers 413 for a body over the limit', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(2000), count: 1 });
    const response = await appWithProbe().request('/api/probe', post(body));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.payloadTooLarge });
  });

  it('answers 400 when PostgreSQL rejects a value (a NUL byte) instead of failing', async () => {
    const response = await appWithProbe().request('/api/probe/nul/%00');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.validationFailed });
  });

  it('answers typed errors with their status', async () => {
    const response = await appWithProbe().request('/api/probe/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Already there.' });
  });

  it('answers 500 with a fixed message, logging the stack but never sending it', async () => {
    const logged: unknown[] = [];
    const logger: Logger = {
      debug() {},
      info() {},
      warn() {},
      error: (message, error) => logged.push(message, error),
    };
    const response = await appWithProbe(logger).request('/api/probe/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: messages.internalError });
    expect(text).not.toMatch(/hunter2|at |\.ts/);
    expect(logged[0]).toBe('GET /api/probe/crash failed');
    expect((logged[1] as Error).message).toBe('database password is hunter2');
  });

  it('answers 404 with a message for unknown API routes, whatever the method', async () => {
    const app = appWithProbe();
    for (const [path, method] of [
      ['/api/nope', 'GET'],
      ['/api/problems', 'DELETE'],
      ['/api', 'GET'],
    ] as const) {
      const response = await app.request(path, { method, headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.routeNotFound });
    }
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document generated from the routes', async () => {
    const { app } = createTestApp(test.db);
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/problems',
        '/api/problems/count',
        '/api/problems/{id}',
        '/api/problem-details/full/{id}',
        '/api/testcases/problem/{id}',
      ]),
    );
  });

  it('serves browsable docs', async () => {
    const { app } = createTestApp(test.db);
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('/api/docs/start.js');
    expect(page).not.toContain('cdn.jsdelivr.net');
    expect(await (await app.request('/api/docs/start.js')).text()).toContain('/api/openapi.json');
    const script = await app.request('/api/docs/swagger-ui-dist/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await app.request('/api/docs/swagger-ui-dist/package.json')).status).toBe(404);
  });
});

describe('web app', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'zencode-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>ZenCode</title><div id="root"></div>',
  );
  writeFileSync(join(webDist, 'assets', 'index-DiwrgTda.js'), 'console.log("zen")');
  writeFileSync(
    join(webDist, 'assets', 'index-DiwrgTda.js.br'),
    brotliCompressSync('console.log("zen")'),
  );
  writeFileSync(join(webDist, 'assets', 'index-DiwrgTda.js.gz'), gzipSync('console.log("zen")'));
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  const html = { headers: { accept: 'text/html,application/xhtml+xml' } };
  const appWithWeb = () =>
    createTestApp(test.db, { config: createTestConfig({ WEB_DIST: webDist }) }).app;

  it('serves index.html at / and for deep links (history fallback)', async () => {
    for (const path of ['/', '/problems/two-sum', '/profile/zen']) {
      const response = await appWithWeb().request(path, html);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long-lived cache, other files revalidated', async () => {
    const asset = await appWithWeb().request('/assets/index-DiwrgTda.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("zen")');
    const icon = await appWithWeb().request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the build-time Brotli or gzip copy the browser accepts, still cached for a year', async () => {
    const brotli = await appWithWeb().request('/assets/index-DiwrgTda.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBody = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(brBody).toString()).toBe('console.log("zen")');
    const gzip = await appWithWeb().request('/assets/index-DiwrgTda.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('console.log("zen")');
  });

  it('compresses API JSON on the fly', async () => {
    const response = await appWithWeb().request('/api/openapi.json', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const spec = JSON.parse(
      brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString(),
    );
    expect(spec.openapi).toBe('3.0.3');
  });

  it('does not answer missing files with the page when HTML is not wanted', async () => {
    const response = await appWithWeb().request('/assets/missing.js', {
      headers: { accept: '*/*' },
    });
    expect(response.status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    const response = await appWithWeb().request('/..%2f..%2fetc/passwd', html);
    expect(await response.text()).not.toContain('root:');
  });

  it('says how to build when the web app is missing', async () => {
    const { app } = createTestApp(test.db);
    const response = await app.request('/', html);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build');
  });
});
