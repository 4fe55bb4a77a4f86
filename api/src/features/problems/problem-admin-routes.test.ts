import { authoringMessages, languageIds, messages, problemSchema } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { addProblem, authoringWorldPerFile } from '../authoring/authoring-test-kit.ts';

const file = authoringWorldPerFile();

const sampleCase = '00000000-0000-4000-8000-000000000000';

/** Every admin route with a body that would be valid, so only the role decides. */
const adminRoutes: [method: string, path: string, body?: unknown][] = [
  ['POST', '/api/problems', { name: 'Role Check', statement: 's', code: 'c' }],
  ['PUT', '/api/problems/role-check', { name: 'Role Check' }],
  ['DELETE', '/api/problems/role-check'],
  ['POST', '/api/problems/bulk', [{ name: 'Role Check', statement: 's', code: 'c' }]],
  ['GET', '/api/problems/manage'],
  ['GET', '/api/problems/export'],
  ['POST', '/api/problems/starter-code', { signature: { kind: 'stdio' } }],
  ['GET', '/api/problems/role-check/authoring'],
  ['GET', '/api/problems/role-check/export'],
  ['PUT', '/api/problems/role-check/reference', { language: 'python', code: 'x' }],
  ['DELETE', '/api/problems/role-check/reference?language=python'],
  ['POST', '/api/problems/role-check/validate'],
  ['POST', '/api/problems/role-check/publish'],
  ['POST', '/api/problems/role-check/unpublish'],
  ['GET', '/api/problem-details'],
  ['POST', '/api/problem-details', { problemId: 'role-check' }],
  ['PUT', '/api/problem-details/role-check', { constraints: [] }],
  ['DELETE', '/api/problem-details/role-check'],
  ['GET', '/api/testcases'],
  ['POST', '/api/testcases', { problemId: 'role-check', input: '1', output: '1' }],
  ['PUT', `/api/testcases/${sampleCase}`, { input: '1' }],
  ['DELETE', `/api/testcases/${sampleCase}`],
  ['PUT', '/api/testcases/problem/role-check/order', { ids: [] }],
  ['POST', '/api/testcases/problem/role-check/many', { testcases: [{ input: '1', output: '1' }] }],
];

describe('admin routes', () => {
  it('answer 401 to visitors and 403 to learners, checked by the server', async () => {
    for (const [method, path, body] of adminRoutes) {
      const visitor = await file.world.send(method, path, { body, as: 'visitor' });
      expect([path, visitor.status, visitor.body.message]).toEqual([
        path,
        401,
        messages.unauthorized,
      ]);
      const learner = await file.world.send(method, path, { body, as: 'learner' });
      expect([path, learner.status, learner.body.message]).toEqual([path, 403, messages.forbidden]);
    }
    expect(await file.test.db.selectFrom('problems').select('id').execute()).toEqual([]);
  });

  it('answer admins (each route is reached, not refused)', async () => {
    for (const [method, path, body] of adminRoutes) {
      const { status } = await file.world.send(method, path, { body });
      expect([path, status === 401 || status === 403]).toEqual([path, false]);
    }
    await file.test.db.deleteFrom('problems').execute();
  });

  it('refuse a learner whose token still says admin after a demotion', async () => {
    await file.test.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('username', '=', 'admin_one')
      .execute();
    try {
      const { status } = await file.world.send('GET', '/api/problems/manage');
      expect(status).toBe(403);
    } finally {
      await file.test.db
        .updateTable('users')
        .set({ role: 'admin' })
        .where('username', '=', 'admin_one')
        .execute();
    }
  });
});

describe('POST /api/problems', () => {
  it('creates a draft from the dialog fields (Medium by default), invisible to learners', async () => {
    const created = await file.world.send('POST', '/api/problems', {
      body: { name: 'Sum of a List', statement: 'Add them up.', code: 'int main() {}' },
    });
    expect(created.status).toBe(201);
    expect(problemSchema.parse(created.body)).toEqual({
      _id: 'sum-of-a-list',
      name: 'Sum of a List',
      statement: 'Add them up.',
      code: 'int main() {}',
      difficulty: 'Medium',
      tags: [],
    });
    for (const as of ['visitor', 'learner'] as const) {
      expect((await file.world.send('GET', '/api/problems', { as })).body).toEqual([]);
      expect((await file.world.send('GET', '/api/problems/count', { as })).body).toEqual({
        count: 0,
      });
      expect((await file.world.send('GET', '/api/problems/sum-of-a-list', { as })).status).toBe(
        404,
      );
      expect(
        (await file.world.send('GET', '/api/problem-details/full/sum-of-a-list', { as })).status,
      ).toBe(404);
      expect(
        (await file.world.send('GET', '/api/testcases/problem/sum-of-a-list', { as })).status,
      ).toBe(404);
    }
    expect((await file.world.send('GET', '/api/problems/sum-of-a-list')).status).toBe(200);
    const full = await file.world.send('GET', '/api/problem-details/full/sum-of-a-list');
    expect(full.body.details).toMatchObject({ signature: { kind: 'stdio' }, checker: 'exact' });
    expect(full.body.details.boilerplate.cpp).toBe('int main() {}');
    const [row] = (await file.world.send('GET', '/api/problems/manage')).body as {
      status: string;
    }[];
    expect(row).toMatchObject({ _id: 'sum-of-a-list', status: 'draft', validation: 'none' });
  });

  it('refuses a second problem with the same name (409) and a missing field (400)', async () => {
    const again = await file.world.send('POST', '/api/problems', {
      body: { name: 'sum of a LIST', statement: 'x', code: 'x' },
    });
    expect(again).toEqual({ status: 409, body: { message: messages.problemExists } });
    const missing = await file.world.send('POST', '/api/problems', {
      body: { name: 'X', code: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^statement: /);
  });

  it('takes a signature and generates the starter code of every language', async () => {
    const created = await file.world.send('POST', '/api/problems', { body: addProblem });
    expect(created.status).toBe(201);
    const full = await file.world.send('GET', '/api/problem-details/full/add-two-integers');
    expect(Object.keys(full.body.details.boilerplate).sort()).toEqual([...languageIds].sort());
    expect(full.body.details.boilerplate.python).toContain('def add(self, a: int, b: int) -> int:');
  });
});

describe('PUT /api/problems/{id}', () => {
  it('updates the dialog fields and keeps the rest', async () => {
    const updated = await file.world.send('PUT', '/api/problems/sum-of-a-list', {
      body: { statement: 'Add **all** of them.', difficulty: 'Hard' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Sum of a List',
      difficulty: 'Hard',
      code: 'int main() {}',
    });
  });

  it('regenerates the starter code on a new signature, keeps the admin’s Code Template, and refuses a signature the cases do not fit', async () => {
    await file.world.send('POST', '/api/testcases', {
      body: { problemId: 'sum-of-a-list', input: '[1,2,3]', output: '6', isPublic: true },
    });
    const signature = {
      kind: 'function',
      name: 'sumList',
      params: [{ name: 'nums', type: 'integer[]' }],
      return: { type: 'integer' },
    };
    const ok = await file.world.send('PUT', '/api/problems/sum-of-a-list', { body: { signature } });
    expect(ok.status).toBe(200);
    // The Code Template the admin wrote stays; learners' starters follow the signature.
    expect(ok.body.code).toBe('int main() {}');
    const full = await file.world.send('GET', '/api/problem-details/full/sum-of-a-list');
    expect(full.body.details.boilerplate.java).toContain('public int sumList(int[] nums)');
    expect(full.body.details.boilerplate.cpp).toContain('sumList(vector<int>& nums)');
    // A template generated from the old signature follows the new one.
    await file.world.send('PUT', '/api/problems/sum-of-a-list', {
      body: { code: full.body.details.boilerplate.cpp as string },
    });
    const renamed = await file.world.send('PUT', '/api/problems/sum-of-a-list', {
      body: { signature: { ...signature, name: 'total' } },
    });
    expect(renamed.body.code).toContain('total(vector<int>& nums)');
    const misfit = await file.world.send('PUT', '/api/problems/sum-of-a-list', {
      body: { signature: { ...signature, params: [{ name: 'text', type: 'string' }] } },
    });
    expect(misfit.status).toBe(400);
    expect(misfit.body.message).toMatch(/^Case 1: input: text: /);
  });

  it('answers 404 for unknown problems and 409 for a name in use', async () => {
    expect(
      (await file.world.send('PUT', '/api/problems/nope', { body: { name: 'Nope' } })).status,
    ).toBe(404);
    const clash = await file.world.send('PUT', '/api/problems/sum-of-a-list', {
      body: { name: 'Add Two Integers' },
    });
    expect(clash.status).toBe(409);
  });
});

describe('DELETE /api/problems/{id}', () => {
  it('removes a problem nobody submitted to, with its details and cases', async () => {
    await file.world.send('POST', '/api/problems', {
      body: { name: 'Gone Soon', statement: 's', code: 'c' },
    });
    await file.world.send('POST', '/api/testcases', {
      body: { problemId: 'gone-soon', input: 'a', output: 'b' },
    });
    const deleted = await file.world.send('DELETE', '/api/problems/gone-soon');
    expect(deleted).toEqual({ status: 200, body: { message: authoringMessages.deleted } });
    expect(
      await file.test.db
        .selectFrom('problems')
        .select('id')
        .where('id', '=', 'gone-soon')
        .execute(),
    ).toEqual([]);
    expect(
      await file.test.db
        .selectFrom('testcases')
        .select('id')
        .where('problem_id', '=', 'gone-soon')
        .execute(),
    ).toEqual([]);
    expect((await file.world.send('DELETE', '/api/problems/gone-soon')).status).toBe(404);
  });

  it('keeps a problem learners submitted to as deleted: hidden, their history kept, points released', async () => {
    await file.world.send('POST', '/api/problems', {
      body: { name: 'Was Solved', statement: 's', code: 'c' },
    });
    await file.test.db
      .updateTable('problems')
      .set({ status: 'published' })
      .where('id', '=', 'was-solved')
      .execute();
    const learner = await file.test.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'learner_one')
      .executeTakeFirstOrThrow();
    await file.test.db
      .insertInto('submissions')
      .values({
        user_id: learner.id,
        problem_id: 'was-solved',
        language: 'cpp',
        code: 'x',
        status: 'done',
        verdict: 'Accepted',
        cases: '[]',
      })
      .execute();
    await file.test.db
      .updateTable('users')
      .set({ score: 20 })
      .where('id', '=', learner.id)
      .execute();
    await file.test.db
      .insertInto('solved_problems')
      .values({ user_id: learner.id, problem_id: 'was-solved', points: 20 })
      .execute();

    expect((await file.world.send('DELETE', '/api/problems/was-solved')).status).toBe(200);
    const row = await file.test.db
      .selectFrom('problems')
      .select('status')
      .where('id', '=', 'was-solved')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('deleted');
    expect(
      await file.test.db
        .selectFrom('submissions')
        .select('id')
        .where('problem_id', '=', 'was-solved')
        .execute(),
    ).toHaveLength(1);
    expect(
      await file.test.db
        .selectFrom('solved_problems')
        .select('user_id')
        .where('problem_id', '=', 'was-solved')
        .execute(),
    ).toEqual([]);
    const { score } = await file.test.db
      .selectFrom('users')
      .select('score')
      .where('id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(score).toBe(0);
    for (const as of ['learner', 'admin'] as const) {
      expect((await file.world.send('GET', '/api/problems/was-solved', { as })).status).toBe(404);
      expect(
        ((await file.world.send('GET', '/api/problems', { as })).body as { _id: string }[]).map(
          (p) => p._id,
        ),
      ).not.toContain('was-solved');
    }
    expect(
      ((await file.world.send('GET', '/api/problems/manage')).body as { _id: string }[]).map(
        (p) => p._id,
      ),
    ).not.toContain('was-solved');
    // Its name is free again; its id is not.
    const again = await file.world.send('POST', '/api/problems', {
      body: { name: 'Was Solved', statement: 's', code: 'c' },
    });
    expect(again.body._id).toBe('was-solved-2');
  });
});
