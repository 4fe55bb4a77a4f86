import { defaultEditorSettings, messages } from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, signedInAccount } from '../auth/auth-testing.ts';

const password = 'Calm-Focus1';
const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  app = createTestApp(test.db).app;
  for (const id of ['two-sum', 'valid-anagram']) {
    await test.db
      .insertInto('problems')
      .values({ id, name: id, statement: 's', difficulty: 'Easy', status: 'published' })
      .execute();
  }
});

const signedIn = async (username: string) =>
  (await signedInAccount(app, test.db, { username, password })).token;

const save = (token: string, code: string, baseVersion: number, language = 'python') =>
  call(app, 'PUT', `/api/me/drafts/two-sum/${language}`, { token, body: { code, baseVersion } });

describe('drafts on the account', () => {
  it('saves versions, and a stale save keeps both sides: nothing is overwritten', async () => {
    const token = await signedIn('drafter');
    const first = await save(token, 'a = 1', 0);
    expect(first.status).toBe(200);
    expect(await bodyOf(first)).toMatchObject({ language: 'python', code: 'a = 1', version: 1 });

    // Browser B read version 1 and saves: version 2.
    expect(await bodyOf(await save(token, 'b = 2', 1))).toMatchObject({ version: 2 });
    // Browser A, still on version 1, saves: refused with what B saved.
    const stale = await save(token, 'a = 3', 1);
    expect(stale.status).toBe(409);
    expect(await bodyOf(stale)).toMatchObject({
      message: messages.draftConflict,
      current: { code: 'b = 2', version: 2 },
    });
    // A second client that had no draft at all does not overwrite either.
    expect((await save(token, 'fresh', 0)).status).toBe(409);

    // The learner chose A's version: saved on top of the current one.
    expect(await bodyOf(await save(token, 'a = 3', 2))).toMatchObject({ version: 3 });
    const work = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token }));
    expect(work.drafts).toEqual([
      expect.objectContaining({ language: 'python', code: 'a = 3', version: 3 }),
    ]);
  });

  it('keeps the last language and custom inputs per problem, and the last language anywhere', async () => {
    const token = await signedIn('chooser');
    const empty = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token }));
    expect(empty).toEqual({
      problemId: 'two-sum',
      lastLanguage: null,
      customCases: [],
      drafts: [],
      copies: [],
    });

    const patch = (problemId: string, body: unknown) =>
      call(app, 'PATCH', `/api/me/drafts/${problemId}`, { token, body });
    expect((await patch('two-sum', { lastLanguage: 'java' })).status).toBe(204);
    expect((await patch('two-sum', { customCases: ['[1,2]\n3'] })).status).toBe(204);
    const work = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token }));
    expect(work).toMatchObject({ lastLanguage: 'java', customCases: ['[1,2]\n3'] });
    // A problem not opened before opens in the language last used anywhere.
    const other = await bodyOf(await call(app, 'GET', '/api/me/drafts/valid-anagram', { token }));
    expect(other.lastLanguage).toBe('java');

    const all = await bodyOf(await call(app, 'GET', '/api/me/drafts', { token }));
    expect(all.problems).toHaveLength(1);
    expect((await patch('two-sum', {})).status).toBe(400);
  });

  it("is each learner's own, refuses unknown problems and languages, and needs a session", async () => {
    const owner = await signedIn('owner1');
    const other = await signedIn('other1');
    await save(owner, 'mine', 0);
    const seen = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token: other }));
    expect(seen.drafts).toEqual([]);

    const unknown = await call(app, 'PUT', '/api/me/drafts/no-such/python', {
      token: owner,
      body: { code: 'x', baseVersion: 0 },
    });
    expect(unknown.status).toBe(404);
    expect((await save(owner, 'x', 0, 'cobol')).status).toBe(400);
    expect((await save(owner, 'x', -1)).status).toBe(400);
    expect((await call(app, 'GET', '/api/me/drafts/two-sum')).status).toBe(401);

    expect(
      (await call(app, 'DELETE', '/api/me/drafts/two-sum/python', { token: owner })).status,
    ).toBe(204);
    const after = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token: owner }));
    expect(after.drafts).toEqual([]);
  });
});

describe('named copies of a draft', () => {
  const keep = (token: string, body: unknown, path = '/api/me/drafts/two-sum/python/copies') =>
    call(app, 'POST', path, { token, body });

  it('keeps the version not chosen under a name, on every device, until the learner deletes it', async () => {
    const token = await signedIn('keeper');
    const kept = await keep(token, { name: '  Saved elsewhere  ', code: 'theirs = 1' });
    expect(kept.status).toBe(201);
    const copy = await bodyOf(kept);
    expect(copy).toMatchObject({ language: 'python', name: 'Saved elsewhere', code: 'theirs = 1' });

    const work = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token }));
    expect(work.copies).toEqual([copy]);
    const all = await bodyOf(await call(app, 'GET', '/api/me/drafts', { token }));
    expect(all.problems).toEqual([
      expect.objectContaining({ problemId: 'two-sum', copies: [copy] }),
    ]);

    // Another learner neither sees nor deletes it.
    const other = await signedIn('keeper2');
    const seen = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token: other }));
    expect(seen.copies).toEqual([]);
    const foreign = await call(app, 'DELETE', `/api/me/draft-copies/${String(copy.id)}`, {
      token: other,
    });
    expect(foreign.status).toBe(404);
    expect(await bodyOf(foreign)).toEqual({ message: messages.draftCopyNotFound });

    expect(
      (await call(app, 'DELETE', `/api/me/draft-copies/${String(copy.id)}`, { token })).status,
    ).toBe(204);
    const after = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token }));
    expect(after.copies).toEqual([]);
  });

  it('refuses bad input with a message and keeps at most 50 copies per problem', async () => {
    const token = await signedIn('keeper3');
    expect((await keep(token, { name: '   ', code: 'x' })).status).toBe(400);
    expect((await keep(token, { name: 'x'.repeat(121), code: 'x' })).status).toBe(400);
    expect((await keep(token, { name: 'n' })).status).toBe(400);
    const unknown = await keep(
      token,
      { name: 'n', code: 'x' },
      '/api/me/drafts/no-such/python/copies',
    );
    expect(unknown.status).toBe(404);
    expect((await call(app, 'DELETE', '/api/me/draft-copies/not-a-uuid', { token })).status).toBe(
      400,
    );
    expect((await keep('', { name: 'n', code: 'x' })).status).toBe(401);

    for (let index = 0; index < 50; index++)
      expect((await keep(token, { name: `copy ${index}`, code: 'x' })).status).toBe(201);
    const full = await keep(token, { name: 'one more', code: 'x' });
    expect(full.status).toBe(409);
    expect(await bodyOf(full)).toEqual({ message: messages.draftCopiesFull });
    const work = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token }));
    expect(work.copies).toHaveLength(50);
  });
});

describe('editor settings on the account', () => {
  it('answers the defaults, saves valid settings and refuses invalid ones unchanged', async () => {
    const token = await signedIn('settler');
    const read = () => call(app, 'GET', '/api/me/editor-settings', { token }).then(bodyOf);
    expect(await read()).toEqual(defaultEditorSettings);
    const chosen = { tabSize: 4, fontSize: 14, wordSuggestions: false, keyBindings: 'vim' };
    const saved = await call(app, 'PUT', '/api/me/editor-settings', { token, body: chosen });
    expect(saved.status).toBe(200);
    expect(await read()).toEqual(chosen);
    const bad = await call(app, 'PUT', '/api/me/editor-settings', {
      token,
      body: { ...chosen, tabSize: 3 },
    });
    expect(bad.status).toBe(400);
    expect(await read()).toEqual(chosen);
  });
});
