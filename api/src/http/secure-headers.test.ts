import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { createTestConfig } from '../test/test-config.ts';
import { testDatabasePerFile } from '../test/test-database.ts';

const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'zencode-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-DiwrgTda.js'), 'console.log("zen")');
  ({ app } = createTestApp(test.db, { config: createTestConfig({ WEB_DIST: webDist }) }));
});

const html = { headers: { accept: 'text/html' } };

describe('security headers', () => {
  it.each([
    ['the web app page', '/problems/two-sum', html],
    ['a hashed asset', '/assets/index-DiwrgTda.js', {}],
    ['an API answer', '/api/health', {}],
    ['an API error', '/api/no-such-route', {}],
    ['the API docs', '/api/docs', html],
  ])('are on %s', async (_, path, init) => {
    const response = await app.request(path, init);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('keep the API docs free of inline scripts, so they run under the policy', async () => {
    const page = await (await app.request('/api/docs', html)).text();
    expect(page).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    const start = await app.request('/api/docs/start.js');
    expect(start.headers.get('content-type')).toContain('javascript');
    expect(await start.text()).toContain('/api/openapi.json');
  });
});
