import {
  authoringMessages,
  messages,
  problemExportItemSchema,
  validationResultSchema,
  type Submission,
} from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, readCatalog } from '../../catalog/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  addCases,
  addProblem,
  addReference,
  addWrong,
  createAddProblem,
  createAuthoringWorld,
  judgingAuthoringWorldPerFile,
} from './authoring-test-kit.ts';

const file = judgingAuthoringWorldPerFile();

const id = 'add-two-integers';
const validate = () => file.world.send('POST', `/api/problems/${id}/validate`);
const publish = () => file.world.send('POST', `/api/problems/${id}/publish`);
const setReference = (code: string) =>
  file.world.send('PUT', `/api/problems/${id}/reference`, { body: { language: 'python', code } });
const managed = async () =>
  (
    (await file.world.send('GET', '/api/problems/manage')).body as {
      _id: string;
      validation: string;
    }[]
  ).find((problem) => problem._id === id);

async function verdictOf(submissionId: string): Promise<Submission> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { body } = await file.world.send('GET', `/api/submission/${submissionId}`, {
      as: 'learner',
    });
    if (body.status === 'done') return body as Submission;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Submission ${submissionId} got no verdict`);
}

describe('starter code preview', () => {
  it('generates every language from an unsaved signature', async () => {
    const { status, body } = await file.world.send('POST', '/api/problems/starter-code', {
      body: { signature: addProblem.signature },
    });
    expect(status).toBe(200);
    expect(body.python).toContain('def add(self, a: int, b: int) -> int:');
    expect(body.cpp).toContain('int add(int a, int b)');
    const stdio = await file.world.send('POST', '/api/problems/starter-code', {
      body: { signature: { kind: 'stdio' } },
    });
    expect(stdio.body.python).toContain('print');
    expect(body.rust).toContain('pub fn add(a: i32, b: i32) -> i32 {');
    // LeetCode offers no Rust for a list with a cycle (the language registry's `offers` rule).
    const cycle = await file.world.send('POST', '/api/problems/starter-code', {
      body: {
        signature: {
          kind: 'function',
          name: 'hasCycle',
          params: [
            { name: 'head', type: 'ListNode' },
            { name: 'pos', type: 'integer', cycleIn: 'head' },
          ],
          return: { type: 'boolean' },
        },
      },
    });
    expect(cycle.status).toBe(200);
    expect(Object.keys(cycle.body)).toContain('java');
    expect(Object.keys(cycle.body)).not.toContain('rust');
  });
});

describe('validate and publish', () => {
  beforeAll(async () => {
    await createAddProblem(file.world, [...addCases, { input: '1000\n-1000', output: '0' }]);
  });

  it('keeps a draft away from learners: no run, no submit', async () => {
    const run = await file.world.send('POST', `/api/problems/${id}/run`, {
      as: 'learner',
      body: { language: 'python', code: addReference },
    });
    expect(run).toEqual({ status: 404, body: { message: messages.problemNotFound } });
    const submit = await file.world.send('POST', '/api/submission', {
      as: 'learner',
      body: { problemId: id, language: 'python', code: addReference },
    });
    expect(submit).toEqual({ status: 404, body: { message: messages.problemNotFound } });
  });

  it('refuses to publish before a validation, and to validate without a reference', async () => {
    expect(await publish()).toEqual({
      status: 409,
      body: { message: authoringMessages.publishNeedsValidation },
    });
    expect(await validate()).toEqual({
      status: 400,
      body: { message: authoringMessages.needsReference },
    });
  });

  it('refuses to validate a case that breaks a constraint line, naming the case and line', async () => {
    const cases = [...addCases, { input: '1000\n-1000', output: '0' }];
    const upload = (testcases: typeof cases) =>
      file.world.send('POST', `/api/testcases/problem/${id}/many`, {
        body: { testcases, replace: true },
      });
    expect((await setReference(addReference)).status).toBe(200);
    expect((await upload([...cases, { input: '1001\n-1', output: '1000' }])).status).toBe(201);
    expect(await validate()).toEqual({
      status: 400,
      body: {
        message: authoringMessages.caseBreaksConstraint(
          4,
          '-1000 <= a, b <= 1000',
          'a = 1001 is not <= 1000',
        ),
      },
    });
    expect((await upload(cases)).status).toBe(201);
  });

  it('shows which cases a wrong reference fails, and refuses to publish it', async () => {
    expect((await setReference(addWrong)).status).toBe(200);
    const { status, body } = await validate();
    expect(status).toBe(200);
    const result = validationResultSchema.parse(body);
    expect(result).toMatchObject({ passed: false, current: true });
    expect(result.languages[0]!.cases.map((c) => [c.number, c.verdict])).toEqual([
      [1, 'Passed'],
      [2, 'Failed'],
      [3, 'Failed'],
    ]);
    expect(result.languages[0]!.cases[1]).toMatchObject({
      isPublic: false,
      reason: 'Wrong Answer',
      output: '5',
      expected: '-3',
    });
    expect(await publish()).toEqual({
      status: 409,
      body: { message: authoringMessages.publishValidationFailed },
    });
    expect((await managed())?.validation).toBe('failed');
  }, 120_000);

  it('publishes after a passing validation of the current cases only', async () => {
    await setReference(addReference);
    expect((await managed())?.validation).toBe('stale');
    const passing = validationResultSchema.parse((await validate()).body);
    expect(passing).toMatchObject({ passed: true, current: true });
    expect(passing.languages.map((l) => [l.language, l.passed])).toEqual([['python', true]]);
    expect((await managed())?.validation).toBe('passed');

    await file.world.send('POST', '/api/testcases', {
      body: { problemId: id, input: '7\n7', output: '14' },
    });
    expect(await publish()).toEqual({
      status: 409,
      body: { message: authoringMessages.publishValidationStale },
    });
    expect((await validate()).body.passed).toBe(true);
    // Reordering and flipping public/hidden prove nothing new: the validation stays current.
    const cases = (await file.world.send('GET', `/api/testcases/problem/${id}`)).body as {
      _id: string;
    }[];
    await file.world.send('PUT', `/api/testcases/problem/${id}/order`, {
      body: { ids: cases.map((c) => c._id).reverse() },
    });
    const published = await publish();
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', validation: { current: true } });
    const authoring = await file.world.send('GET', `/api/problems/${id}/authoring`);
    expect(authoring.body).toMatchObject({
      status: 'published',
      referenceSolution: { python: addReference },
    });
  }, 120_000);

  it('lets a learner solve the published problem', async () => {
    const listed = (await file.world.send('GET', '/api/problems', { as: 'learner' })).body as {
      _id: string;
    }[];
    expect(listed.map((p) => p._id)).toContain(id);
    const { status, body } = await file.world.send('POST', '/api/submission', {
      as: 'learner',
      body: { problemId: id, language: 'python', code: addReference },
    });
    expect(status).toBe(201);
    const judged = await verdictOf(body._id as string);
    expect(judged.verdict).toBe('Accepted');
    const unpublished = await file.world.send('POST', `/api/problems/${id}/unpublish`);
    expect(unpublished.body.status).toBe('draft');
    expect((await file.world.send('GET', `/api/problems/${id}`, { as: 'learner' })).status).toBe(
      404,
    );
    expect((await publish()).status).toBe(200);
  }, 120_000);
});

describe('export and import', () => {
  it('exports one problem and the catalogue; an import gives back the same export', async () => {
    await loadCatalog(
      file.test.db,
      readCatalog().filter((problem) => ['two-sum', 'reverse-linked-list'].includes(problem.slug)),
    );
    const one = await file.world.send('GET', `/api/problems/${id}/export`);
    expect(one.status).toBe(200);
    const [item] = problemExportItemSchema.array().parse(one.body);
    expect(item).toMatchObject({
      originalId: id,
      name: addProblem.name,
      signature: addProblem.signature,
      referenceSolution: { python: addReference },
    });
    expect(item!.testcases).toHaveLength(4);

    const exported = (await file.world.send('GET', '/api/problems/export')).body as unknown[];
    expect(exported.map((problem) => (problem as { originalId: string }).originalId)).toEqual([
      id,
      'two-sum',
      'reverse-linked-list',
    ]);

    const fresh = await createTestDatabase();
    try {
      const other = await createAuthoringWorld(fresh.db);
      const imported = await other.send('POST', '/api/problems/bulk', { body: exported });
      expect(imported.body).toEqual({ count: 3, ids: [id, 'two-sum', 'reverse-linked-list'] });
      const again = (await other.send('GET', '/api/problems/export')).body;
      expect(again).toEqual(exported);
      const full = await other.send('GET', '/api/problem-details/full/two-sum');
      expect(full.body.details.boilerplate.java).toContain('twoSum');
    } finally {
      await fresh.destroy();
    }
  });

  it('imports under a new id when the old one is taken', async () => {
    const [item] = (await file.world.send('GET', `/api/problems/${id}/export`)).body as object[];
    expect((await file.world.send('DELETE', `/api/problems/${id}`)).status).toBe(200);
    const imported = await file.world.send('POST', '/api/problems/bulk', { body: [item] });
    expect(imported.body.ids).toEqual([`${id}-2`]);
    const [back] = (await file.world.send('GET', `/api/problems/${id}-2/export`)).body as object[];
    expect(back).toEqual({ ...item, originalId: `${id}-2` });
  });
});
