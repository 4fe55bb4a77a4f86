import { allProblemWorkSchema, messages } from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, signedInAccount } from '../auth/auth-testing.ts';

const password = 'Calm-Focus1';
const test = testDatabasePerFile();
// A budget of 1 MB, so that a few saves reach it; writes limited far above what the tests send.
const config = createTestConfig({ DRAFT_BUDGET_MB: '1' });
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  app = createTestApp(test.db, {
    config,
    rateLimits: { draftWritesPerUser: { limit: 1000, windowMs: 60_000 } },
  }).app;
  for (const [id, status] of [
    ['two-sum', 'published'],
    ['valid-anagram', 'published'],
    ['climbing-stairs', 'published'],
    ['secret-problem', 'draft'],
  ] as const) {
    await test.db
      .insertInto('problems')
      .values({ id, name: id, statement: 's', difficulty: 'Easy', status })
      .execute();
  }
});

const signedIn = async (username: string) =>
  (await signedInAccount(app, test.db, { username, password })).token;
const big = (letter: string) => letter.repeat(400_000);

describe("the account's budget of saved code", () => {
  it('refuses a draft, copy or custom input past it with a message, and keeps what was saved', async () => {
    const token = await signedIn('hoarder');
    const put = (problemId: string, code: string, baseVersion = 0) =>
      call(app, 'PUT', `/api/me/drafts/${problemId}/python`, {
        token,
        body: { code, baseVersion },
      });
    expect((await put('two-sum', big('a'))).status).toBe(200);
    expect((await put('valid-anagram', big('b'))).status).toBe(200);

    const refused = await put('climbing-stairs', big('c'));
    expect(refused.status).toBe(413);
    expect(await bodyOf(refused)).toEqual({ message: messages.draftBudgetFull });
    // A bigger version of a saved draft is refused too, and the saved version stays.
    const grown = await put('two-sum', big('a') + big('d'), 1);
    expect(grown.status).toBe(413);
    const copy = await call(app, 'POST', '/api/me/drafts/two-sum/python/copies', {
      token,
      body: { name: 'kept', code: big('e') },
    });
    expect(copy.status).toBe(413);
    const inputs = await call(app, 'PATCH', '/api/me/drafts/climbing-stairs', {
      token,
      body: { customCases: [big('f')] },
    });
    expect(inputs.status).toBe(413);

    const work = await bodyOf(await call(app, 'GET', '/api/me/drafts/two-sum', { token }));
    expect(work.drafts).toEqual([expect.objectContaining({ code: big('a'), version: 1 })]);
    expect(work.copies).toEqual([]);
    const stairs = await bodyOf(
      await call(app, 'GET', '/api/me/drafts/climbing-stairs', { token }),
    );
    expect(stairs).toMatchObject({ drafts: [], customCases: [] });

    // Replacing a draft by a smaller one fits; the room it frees is there for the next save.
    expect((await put('two-sum', 'short', 1)).status).toBe(200);
    expect((await put('climbing-stairs', big('c'))).status).toBe(200);
    // The budget is the learner's own: another account saves as before.
    const other = await signedIn('neighbour');
    const theirs = await call(app, 'PUT', '/api/me/drafts/two-sum/python', {
      token: other,
      body: { code: big('g'), baseVersion: 0 },
    });
    expect(theirs.status).toBe(200);
  });

  it('pages GET /api/me/drafts by problem id, and the pages together hold every problem', async () => {
    const token = await signedIn('pager');
    for (const problemId of ['two-sum', 'valid-anagram', 'climbing-stairs']) {
      const saved = await call(app, 'PUT', `/api/me/drafts/${problemId}/python`, {
        token,
        body: { code: `# ${problemId}`, baseVersion: 0 },
      });
      expect(saved.status).toBe(200);
    }
    const seen: string[] = [];
    let after: string | null = '';
    let pages = 0;
    while (after !== null) {
      const query = `?limit=2${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const answer = await call(app, 'GET', `/api/me/drafts${query}`, { token });
      expect(answer.status).toBe(200);
      const page = allProblemWorkSchema.parse(await answer.json());
      expect(page.problems.length).toBeLessThanOrEqual(2);
      seen.push(...page.problems.map((work) => work.problemId));
      after = page.next;
      pages++;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(['climbing-stairs', 'two-sum', 'valid-anagram']);
    // Without a limit, one page of the default size holds them all.
    const whole = allProblemWorkSchema.parse(
      await (await call(app, 'GET', '/api/me/drafts', { token })).json(),
    );
    expect(whole).toMatchObject({ next: null });
    expect(whole.problems.map((work) => work.problemId)).toEqual(seen);
    const tooMany = await call(app, 'GET', '/api/me/drafts?limit=100000', { token });
    expect(tooMany.status).toBe(400);
  });
});

describe('draft writes per learner', () => {
  it('answers 429 with Retry-After past the limit, and the refused save changes nothing', async () => {
    const limited = createTestApp(test.db, {
      config,
      rateLimits: { draftWritesPerUser: { limit: 3, windowMs: 60_000 } },
    }).app;
    const token = (await signedInAccount(limited, test.db, { username: 'hammer', password })).token;
    const put = (code: string, baseVersion: number) =>
      call(limited, 'PUT', '/api/me/drafts/two-sum/python', { token, body: { code, baseVersion } });
    expect((await put('v1', 0)).status).toBe(200);
    expect((await put('v2', 1)).status).toBe(200);
    const copy = await call(limited, 'POST', '/api/me/drafts/two-sum/python/copies', {
      token,
      body: { name: 'kept', code: 'c' },
    });
    expect(copy.status).toBe(201);
    const over = await put('v3', 2);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await bodyOf(over)).toEqual({ message: messages.tooManyRequests });
    const work = await bodyOf(await call(limited, 'GET', '/api/me/drafts/two-sum', { token }));
    expect(work.drafts).toEqual([expect.objectContaining({ code: 'v2', version: 2 })]);
  });
});

describe('unpublished problems', () => {
  it('answer a learner’s writes exactly as a made-up id does, and keep nothing', async () => {
    const token = await signedIn('prober');
    const attempts = (problemId: string) => [
      call(app, 'PUT', `/api/me/drafts/${problemId}/python`, {
        token,
        body: { code: 'x', baseVersion: 0 },
      }),
      call(app, 'POST', `/api/me/drafts/${problemId}/python/copies`, {
        token,
        body: { name: 'n', code: 'x' },
      }),
      call(app, 'PATCH', `/api/me/drafts/${problemId}`, { token, body: { lastLanguage: 'java' } }),
    ];
    for (const problemId of ['secret-problem', 'made-up-problem']) {
      for (const answer of await Promise.all(attempts(problemId))) {
        expect(answer.status).toBe(404);
        expect(await bodyOf(answer)).toEqual({ message: messages.draftProblemNotFound });
      }
    }
    const stored = await test.db
      .selectFrom('drafts')
      .select('problem_id')
      .where('problem_id', '=', 'secret-problem')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('owner-only answers', () => {
  it('carry Cache-Control: private, no-store', async () => {
    const token = await signedIn('private');
    for (const path of [
      '/api/me/drafts',
      '/api/me/drafts/two-sum',
      '/api/me/editor-settings',
      '/api/notes',
      '/api/notes/two-sum',
      '/api/review-queue/history',
      '/api/review-queue?tz=UTC',
    ]) {
      const answer = await call(app, 'GET', path, { token });
      expect([path, answer.status]).toEqual([path, 200]);
      expect([path, answer.headers.get('Cache-Control')]).toEqual([path, 'private, no-store']);
    }
  });
});
