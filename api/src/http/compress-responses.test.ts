import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponses } from './compress-responses.ts';

const rows = Array.from({ length: 200 }, (_, rank) => ({ rank, username: `learner_${rank}` }));

function app() {
  const hono = new Hono();
  hono.use('*', compressResponses);
  hono.get('/big', (c) => c.json({ rows }));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ data: 'x'.repeat(4000) });
    }),
  );
  hono.get('/png', (c) => c.body(new Uint8Array(4000), 200, { 'Content-Type': 'image/png' }));
  return hono;
}

describe('chooseEncoding', () => {
  it('prefers Brotli, falls back to gzip, honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('compressResponses', () => {
  it('answers JSON with Brotli when accepted, and it decodes to the same JSON', async () => {
    const response = await app().request('/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(JSON.stringify({ rows }).length / 3);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual({ rows });
  });

  it('uses gzip for clients without Brotli', async () => {
    const response = await app().request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString())).toEqual({ rows });
  });

  it('leaves small answers, event streams, images and plain clients as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app().request('/small', { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const events = await app().request('/events', { headers });
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('x'.repeat(4000));
    const png = await app().request('/png', { headers });
    expect(png.headers.get('content-encoding')).toBeNull();
    const plain = await app().request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual({ rows });
  });
});
