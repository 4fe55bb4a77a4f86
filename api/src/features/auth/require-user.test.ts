import { messages } from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../../app-env.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { currentUser, optionalUser, requireAdmin, requireUser } from './require-user.ts';
import { signSessionToken } from './session-token.ts';

const test = testDatabasePerFile();
let userId: string;
let adminId: string;
beforeAll(async () => {
  const users = await test.db
    .insertInto('users')
    .values([
      { email: 'learner@example.com', username: 'learner' },
      { email: 'admin@example.com', username: 'admin', role: 'admin' },
    ])
    .returning('id')
    .execute();
  userId = users[0]!.id;
  adminId = users[1]!.id;
});

function guardedApp() {
  const { app, deps } = createTestApp(test.db);
  const routes = createRouter()
    .get('/me', requireUser, (c) => c.json({ id: currentUser(c).id, role: currentUser(c).role }))
    .get('/admin', requireAdmin, (c) => c.json({ ok: true }))
    .get('/maybe', optionalUser, (c) => c.json({ user: c.var.user?.username ?? null }));
  app.route('/api/guarded', routes);
  const tokenFor = (sub: string, role: 'user' | 'admin', sv = 1) =>
    signSessionToken(deps.config.jwtSecret, { sub, username: 'x', role, sv });
  return { app, tokenFor };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('requireUser', () => {
  it('answers 401 without a token', async () => {
    const response = await guardedApp().app.request('/api/guarded/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: messages.unauthorized });
  });

  it('lets a valid token through with the user from the database', async () => {
    const { app, tokenFor } = guardedApp();
    const response = await app.request('/api/guarded/me', bearer(await tokenFor(userId, 'user')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: userId, role: 'user' });
  });

  it('answers 401 with a garbage token or an unknown user', async () => {
    const { app, tokenFor } = guardedApp();
    expect((await app.request('/api/guarded/me', bearer('garbage'))).status).toBe(401);
    const ghost = await tokenFor('00000000-0000-4000-8000-000000000000', 'user');
    expect((await app.request('/api/guarded/me', bearer(ghost))).status).toBe(401);
    const notUuid = await tokenFor('zen', 'user');
    expect((await app.request('/api/guarded/me', bearer(notUuid))).status).toBe(401);
  });

  it('ends every session when the session version is bumped', async () => {
    const { app, tokenFor } = guardedApp();
    const token = await tokenFor(userId, 'user', 1);
    expect((await app.request('/api/guarded/me', bearer(token))).status).toBe(200);
    await test.db
      .updateTable('users')
      .set({ session_version: 2 })
      .where('id', '=', userId)
      .execute();
    expect((await app.request('/api/guarded/me', bearer(token))).status).toBe(401);
    const fresh = await tokenFor(userId, 'user', 2);
    expect((await app.request('/api/guarded/me', bearer(fresh))).status).toBe(200);
    await test.db
      .updateTable('users')
      .set({ session_version: 1 })
      .where('id', '=', userId)
      .execute();
  });
});

describe('requireAdmin', () => {
  it('answers 401 for visitors and 403 for users', async () => {
    const { app, tokenFor } = guardedApp();
    expect((await app.request('/api/guarded/admin')).status).toBe(401);
    const response = await app.request(
      '/api/guarded/admin',
      bearer(await tokenFor(userId, 'user')),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messages.forbidden });
  });

  it('trusts the role in the database, not the one in the token', async () => {
    const { app, tokenFor } = guardedApp();
    const claimsAdmin = await tokenFor(userId, 'admin');
    expect((await app.request('/api/guarded/admin', bearer(claimsAdmin))).status).toBe(403);
    const realAdmin = await tokenFor(adminId, 'user');
    expect((await app.request('/api/guarded/admin', bearer(realAdmin))).status).toBe(200);
  });
});

describe('optionalUser', () => {
  it('treats a missing or invalid token as a visitor', async () => {
    const { app, tokenFor } = guardedApp();
    expect(await (await app.request('/api/guarded/maybe')).json()).toEqual({ user: null });
    expect(await (await app.request('/api/guarded/maybe', bearer('bad'))).json()).toEqual({
      user: null,
    });
    const token = await tokenFor(adminId, 'admin');
    expect(await (await app.request('/api/guarded/maybe', bearer(token))).json()).toEqual({
      user: 'admin',
    });
  });
});
