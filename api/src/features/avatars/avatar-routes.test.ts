import { AVATAR_UPLOAD_MAX_BYTES, messages } from '@zencode/shared/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, insertAccount } from '../auth/auth-testing.ts';

const publicUrl = 'http://127.0.0.1:18630';
const password = 'Calm-Focus1';
const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];
let token: string;

beforeAll(async () => {
  ({ app } = createTestApp(test.db, { config: createTestConfig({ PUBLIC_URL: publicUrl }) }));
  await insertAccount(test.db, { email: 'pic@example.com', username: 'pic', password });
  const response = await call(app, 'POST', '/api/auth/signin', {
    body: { email: 'pic@example.com', password },
  });
  token = (await bodyOf(response)).token;
});

function upload(content: Buffer, type: string, name = 'avatar', bearer: string | null = token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  return app.request('/api/avatars', {
    method: 'POST',
    body: form,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

/** A real PNG with transparency and a size the server must shrink. */
const png = () =>
  sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 4,
      background: { r: 40, g: 120, b: 200, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();

describe('avatars', () => {
  it('stores an uploaded PNG as a JPEG of at most 512 px, served for a year', async () => {
    const response = await upload(await png(), 'image/png', 'me.png');
    expect(response.status).toBe(201);
    const { secure_url: url } = await bodyOf(response);
    expect(url).toMatch(new RegExp(`^${publicUrl}/api/avatars/[0-9a-f-]{36}\\.jpg$`));
    const served = await app.request(new URL(url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 341 });
    expect(meta.hasAlpha).toBe(false);

    const saved = await call(app, 'PATCH', '/api/profile/basic', {
      body: { name: 'Pic', username: 'pic', avatar: url },
      token,
    });
    expect((await bodyOf(saved)).user.avatar).toBe(url);
    const removed = await call(app, 'PATCH', '/api/profile/basic', {
      body: { name: 'Pic', username: 'pic', avatar: '' },
      token,
    });
    expect((await bodyOf(removed)).user.avatar).toBe('');
    expect((await app.request(new URL(url).pathname)).status).toBe(404);
  });

  it('refuses what is not an image, even when it claims to be one', async () => {
    for (const [content, type] of [
      [Buffer.from('just some text'), 'text/plain'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [Buffer.from('\x89PNG\r\n\x1a\n but broken'), 'image/png'],
    ] as const) {
      const response = await upload(content, type);
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ message: messages.imageRequired });
    }
    const empty = await app.request('/api/avatars', {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(empty.status).toBe(400);
  });

  it('refuses files over 5 MB and visitors', async () => {
    const huge = await upload(Buffer.alloc(AVATAR_UPLOAD_MAX_BYTES + 1), 'image/png');
    expect(huge.status).toBe(413);
    expect(await bodyOf(huge)).toEqual({ message: messages.imageTooLarge });
    expect((await upload(await png(), 'image/png', 'x.png', null)).status).toBe(401);
  });

  it('answers 404 for unknown or malformed avatar names', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.jpg', 'nope.jpg', '../etc']) {
      expect((await app.request(`/api/avatars/${name}`)).status).toBe(404);
    }
  });

  it('limits uploads per user', async () => {
    const { app: strict } = createTestApp(test.db, {
      config: createTestConfig({ PUBLIC_URL: publicUrl }),
      rateLimits: { avatarUploadPerUser: { limit: 1, windowMs: 60_000 } },
    });
    const send = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
      return strict.request('/api/avatars', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
    };
    expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await bodyOf(limited)).toEqual({ message: messages.tooManyRequests });
  });
});
