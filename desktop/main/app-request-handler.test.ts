import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppRequestHandler } from './app-request-handler.ts';

let rendererDir: string;
const fetchUpstream = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'zencode-app-'));
  rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>ZenCode</title>');
  await writeFile(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(root, 'secret.txt'), 'do not serve');
});
afterAll(async () => {
  await rm(join(rendererDir, '..'), { recursive: true, force: true });
});

const handler = () =>
  createAppRequestHandler({ rendererDir, apiBaseUrl: 'http://127.0.0.1:8080', fetchUpstream });

describe('createAppRequestHandler', () => {
  it('serves index.html for router paths', async () => {
    const response = await handler()(new Request('app://zencode/problems/two-sum'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>ZenCode</title>');
  });

  it('serves assets with their type', async () => {
    const response = await handler()(new Request('app://zencode/assets/index-abc.js'));
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers 404 to paths leaving the renderer directory', async () => {
    const response = await handler()(new Request('app://zencode/..%2Fsecret.txt'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('do not serve');
  });

  it('forwards /api requests with method, headers and body to the API server', async () => {
    fetchUpstream.mockResolvedValueOnce(Response.json([{ _id: 'two-sum' }]));
    const response = await handler()(
      new Request('app://zencode/api/problems?limit=5', {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: '{"name":"x"}',
      }),
    );
    expect(await response.json()).toEqual([{ _id: 'two-sum' }]);
    const [url, init] = fetchUpstream.mock.calls.at(-1) ?? [];
    expect(url).toBe('http://127.0.0.1:8080/api/problems?limit=5');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t');
    expect(await new Response(init?.body).text()).toBe('{"name":"x"}');
  });

  it('passes on a compressed API answer decoded, without its Content-Encoding', async () => {
    const body = JSON.stringify({ message: 'calm' });
    const server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const real = createAppRequestHandler({
        rendererDir,
        apiBaseUrl: `http://127.0.0.1:${port}`,
        fetchUpstream: (url, init) => fetch(url, init),
      });
      const response = await real(
        new Request('app://zencode/api/health', { headers: { 'accept-encoding': 'gzip' } }),
      );
      expect(response.headers.get('content-encoding')).toBeNull();
      // A browser given this response must read the body as it is: plain JSON.
      expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe(body);
    } finally {
      server.close();
    }
  });

  it('answers 502 with a message when the API server is unreachable', async () => {
    fetchUpstream.mockRejectedValueOnce(new TypeError('fetch failed'));
    const response = await handler()(new Request('app://zencode/api/problems'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The ZenCode server cannot be reached.' });
  });
});
