import {
  messages,
  problemFullSchema,
  problemSchema,
  testcaseSchema,
} from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, readCatalog } from '../../catalog/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { signSessionToken } from '../auth/index.ts';

const test = testDatabasePerFile();
// The first six shipped problems: the filters below are asserted against exactly these.
const firstSix = [
  'maximum-depth-of-binary-tree',
  'min-stack',
  'move-zeroes',
  'reverse-linked-list',
  'two-sum',
  'zen-garden-sum',
];
const shipped = readCatalog().filter((problem) => firstSix.includes(problem.slug));
beforeAll(async () => {
  await loadCatalog(test.db, shipped);
  await test.db
    .insertInto('problems')
    .values({
      id: 'secret-draft',
      name: 'Secret Draft',
      statement: 'draft',
      difficulty: 'Hard',
      status: 'draft',
      position: 0,
    })
    .execute();
});

const get = async (path: string, init?: RequestInit) => {
  const response = await createTestApp(test.db).app.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('GET /api/problems', () => {
  it('lists the published problems in catalogue order, in the contract shape', async () => {
    const { status, body } = await get('/api/problems');
    expect(status).toBe(200);
    const problems = problemSchema.array().parse(body);
    expect(problems.map((problem) => problem._id)).toEqual(
      [...shipped].sort((a, b) => a.order - b.order).map((problem) => problem.slug),
    );
    expect(problems[0]).toMatchObject({
      _id: 'two-sum',
      name: 'Two Sum',
      difficulty: 'Easy',
      tags: ['Array', 'Hash Table'],
    });
  });

  it('filters by search on name or statement, case-insensitively', async () => {
    const byName = problemSchema.array().parse((await get('/api/problems?search=LINKED')).body);
    expect(byName.map((problem) => problem._id)).toEqual(['reverse-linked-list']);
    const byStatement = problemSchema
      .array()
      .parse((await get('/api/problems?search=gravel')).body);
    expect(byStatement.map((problem) => problem._id)).toEqual(['zen-garden-sum']);
    const wildcard = problemSchema.array().parse((await get('/api/problems?search=%25')).body);
    expect(wildcard).toEqual([]);
  });

  it('filters by difficulty and tag', async () => {
    const medium = problemSchema.array().parse((await get('/api/problems?difficulty=Medium')).body);
    expect(medium.map((problem) => problem._id)).toEqual(['min-stack']);
    const arrays = problemSchema.array().parse((await get('/api/problems?tag=array')).body);
    expect(arrays.map((problem) => problem._id)).toEqual(['two-sum', 'move-zeroes']);
  });

  it('answers 400 naming the parameter for an unknown difficulty', async () => {
    const { status, body } = await get('/api/problems?difficulty=Impossible');
    expect(status).toBe(400);
    expect((body as { message: string }).message).toMatch(/^difficulty: /);
  });
});

describe('GET /api/problems/count and /api/problems/{id}', () => {
  it('counts the published problems', async () => {
    expect(await get('/api/problems/count')).toEqual({
      status: 200,
      body: { count: shipped.length },
    });
  });

  it('returns one problem by id', async () => {
    const { status, body } = await get('/api/problems/move-zeroes');
    expect(status).toBe(200);
    expect(problemSchema.parse(body)).toMatchObject({ _id: 'move-zeroes', name: 'Move Zeroes' });
  });

  it('answers 404 "Problem not found." for unknown ids, drafts and ids that cannot exist', async () => {
    for (const id of ['no-such-problem', 'secret-draft', 'Two%20Sum', '%00', 'x'.repeat(200)]) {
      expect(await get(`/api/problems/${id}`)).toEqual({
        status: 404,
        body: { message: messages.problemNotFound },
      });
    }
  });
});

describe('GET /api/problem-details/full/{id}', () => {
  it('returns the problem with its details and never its cases', async () => {
    const response = await createTestApp(test.db).app.request('/api/problem-details/full/two-sum');
    expect(response.status).toBe(200);
    const text = await response.text();
    const full = problemFullSchema.parse(JSON.parse(text));
    expect(full.problem._id).toBe('two-sum');
    expect(full.details).toMatchObject({
      problemId: 'two-sum',
      checker: 'any-order',
      signature: { kind: 'function', name: 'twoSum' },
      limits: shipped.find((problem) => problem.slug === 'two-sum')!.limits,
    });
    expect(full.details.examples).toHaveLength(3);
    const hidden = shipped
      .find((problem) => problem.slug === 'two-sum')!
      .cases.filter((c) => !c.public);
    for (const testcase of hidden)
      expect(text).not.toContain(JSON.stringify(testcase.input).slice(1, -1));
  });

  it('answers 404 for an unknown id', async () => {
    expect(await get('/api/problem-details/full/nope')).toEqual({
      status: 404,
      body: { message: messages.problemNotFound },
    });
  });
});

describe('GET /api/testcases/problem/{id}', () => {
  const casesOf = (slug: string) => shipped.find((problem) => problem.slug === slug)!.cases;

  it('gives visitors and users only the public cases, in order', async () => {
    const { status, body } = await get('/api/testcases/problem/min-stack');
    expect(status).toBe(200);
    const cases = testcaseSchema.array().parse(body);
    expect(cases.every((testcase) => testcase.isPublic)).toBe(true);
    expect(cases.map((testcase) => testcase.output)).toEqual(
      casesOf('min-stack')
        .filter((c) => c.public)
        .map((c) => c.output),
    );
  });

  it('gives admins every case, and a user claiming admin in the token only the public ones', async () => {
    const [user, admin] = await test.db
      .insertInto('users')
      .values([
        { email: 'user@example.com', username: 'user1' },
        { email: 'admin@example.com', username: 'admin1', role: 'admin' },
      ])
      .returning('id')
      .execute();
    const { deps, app } = createTestApp(test.db);
    const asAdmin = await signSessionToken(deps.config.jwtSecret, {
      sub: admin!.id,
      username: 'admin1',
      role: 'admin',
      sv: 1,
    });
    const forged = await signSessionToken(deps.config.jwtSecret, {
      sub: user!.id,
      username: 'user1',
      role: 'admin',
      sv: 1,
    });
    const all = testcaseSchema.array().parse(
      await (
        await app.request('/api/testcases/problem/two-sum', {
          headers: { authorization: `Bearer ${asAdmin}` },
        })
      ).json(),
    );
    expect(all).toHaveLength(casesOf('two-sum').length);
    const mine = testcaseSchema.array().parse(
      await (
        await app.request('/api/testcases/problem/two-sum', {
          headers: { authorization: `Bearer ${forged}` },
        })
      ).json(),
    );
    expect(mine).toHaveLength(3);
  });

  it('answers 404 for an unknown problem', async () => {
    expect(await get('/api/testcases/problem/nope')).toEqual({
      status: 404,
      body: { message: messages.problemNotFound },
    });
  });
});
