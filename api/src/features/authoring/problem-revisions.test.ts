import {
  authoringMessages,
  validationResultSchema,
  type Submission,
} from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addProblem,
  addReference,
  addWrong,
  createAddProblem,
  judgingAuthoringWorldPerFile,
} from './authoring-test-kit.ts';

const file = judgingAuthoringWorldPerFile();

const id = 'add-two-integers';
const validate = () => file.world.send('POST', `/api/problems/${id}/validate`);
const publish = () => file.world.send('POST', `/api/problems/${id}/publish`);
const authoring = async () => (await file.world.send('GET', `/api/problems/${id}/authoring`)).body;
const managed = async () =>
  (
    (await file.world.send('GET', '/api/problems/manage')).body as {
      _id: string;
      validation: string;
      testcaseCount: number;
      revision: { validation: string; testcaseCount: number } | null;
    }[]
  ).find((problem) => problem._id === id)!;
/** The cases learners are judged against, straight from the live table. */
const liveCases = () =>
  file.test.db
    .selectFrom('testcases')
    .select(['input', 'output'])
    .where('problem_id', '=', id)
    .orderBy('position')
    .execute();

async function learnerVerdict(code: string): Promise<Submission['verdict']> {
  const { body } = await file.world.send('POST', '/api/submission', {
    as: 'learner',
    body: { problemId: id, language: 'python', code },
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const judged = await file.world.send('GET', `/api/submission/${body._id as string}`, {
      as: 'learner',
    });
    if (judged.body.status === 'done') return (judged.body as Submission).verdict;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No verdict');
}

describe('edits to a published problem go into a revision', () => {
  beforeAll(async () => {
    await createAddProblem(file.world);
    await file.world.send('PUT', `/api/problems/${id}/reference`, {
      body: { language: 'python', code: addReference },
    });
    expect((await validate()).body.passed).toBe(true);
    expect((await publish()).status).toBe(200);
  }, 120_000);

  it('keeps judging learners against the live cases while a wrong case waits in the revision', async () => {
    const added = await file.world.send('POST', '/api/testcases', {
      body: { problemId: id, input: '2\n2', output: '5' },
    });
    expect(added.status).toBe(201);
    expect(await liveCases()).toEqual([
      { input: '1\n2', output: '3' },
      { input: '-4\n1', output: '-3' },
    ]);
    // The admin edits the revision: three cases, the new one among them.
    const editing = (await file.world.send('GET', `/api/testcases/problem/${id}`)).body as {
      _id: string;
      output: string;
    }[];
    expect(editing.map((testcase) => testcase.output)).toEqual(['3', '-3', '5']);
    expect(await learnerVerdict(addReference)).toBe('Accepted');

    // The dashboard shows both: the live version validated, the revision changed since.
    expect(await managed()).toMatchObject({
      validation: 'passed',
      testcaseCount: 2,
      revision: { validation: 'stale', testcaseCount: 3 },
    });
    const view = await authoring();
    expect(view.revision.liveValidation).toMatchObject({ passed: true, current: true });
    expect(view.validation.current).toBe(false);
    expect(await publish()).toEqual({
      status: 409,
      body: { message: authoringMessages.publishValidationStale },
    });
  });

  it('validates the revision on its own and refuses to publish a failing one', async () => {
    const failed = validationResultSchema.parse((await validate()).body);
    expect(failed).toMatchObject({ passed: false, current: true });
    expect(failed.languages[0]!.cases.map((c) => c.verdict)).toEqual([
      'Passed',
      'Passed',
      'Failed',
    ]);
    expect(await publish()).toEqual({
      status: 409,
      body: { message: authoringMessages.publishValidationFailed },
    });
    expect(await managed()).toMatchObject({
      validation: 'passed',
      revision: { validation: 'failed' },
    });
  }, 120_000);

  it('publishes a fixed, validated revision over the live version', async () => {
    const editing = (await file.world.send('GET', `/api/testcases/problem/${id}`)).body as {
      _id: string;
    }[];
    const fixed = await file.world.send('PUT', `/api/testcases/${editing[2]!._id}`, {
      body: { output: '4' },
    });
    expect(fixed).toMatchObject({ status: 200, body: { _id: editing[2]!._id, output: '4' } });
    expect(await liveCases()).toHaveLength(2);
    expect((await validate()).body.passed).toBe(true);
    const published = await publish();
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ revision: null, validation: { current: true } });
    expect(await liveCases()).toEqual([
      { input: '1\n2', output: '3' },
      { input: '-4\n1', output: '-3' },
      { input: '2\n2', output: '4' },
    ]);
    // The case keeps its id across the switch: the editor's ids stay valid.
    const live = (await file.world.send('GET', `/api/testcases/problem/${id}`)).body as {
      _id: string;
    }[];
    expect(live.map((testcase) => testcase._id)).toEqual(editing.map((testcase) => testcase._id));
    expect(await managed()).toMatchObject({ validation: 'passed', revision: null });
    expect(await learnerVerdict(addReference)).toBe('Accepted');
  }, 120_000);

  it('keeps a new signature, checker or limits out of learners’ sight until published', async () => {
    const signature = { ...addProblem.signature, name: 'plus' };
    const saved = await file.world.send('PUT', `/api/problems/${id}`, {
      body: { signature, limits: { timeMs: 2000, memoryMb: 256 }, statement: 'Add them.' },
    });
    expect(saved.status).toBe(200);
    const seen = await file.world.send('GET', `/api/problem-details/full/${id}`, { as: 'learner' });
    expect(seen.body.details.signature.name).toBe('add');
    expect(seen.body.details.limits).toEqual(addProblem.limits);
    // What learners read and is not judged goes live at once.
    expect(seen.body.problem.statement).toBe('Add them.');
    const view = await authoring();
    expect(view.details.signature.name).toBe('plus');
    expect(view.details.boilerplate.python).toContain('def plus(');
    expect(view.revision).not.toBeNull();
    // An unchanged checker on a problem without a revision opens none; here it joins the open one.
    expect((await managed()).revision).toMatchObject({ validation: 'stale' });
  });

  it('discards a revision: the admin sees the live version again', async () => {
    const discarded = await file.world.send('DELETE', `/api/problems/${id}/revision`);
    expect(discarded.status).toBe(200);
    expect(discarded.body).toMatchObject({
      revision: null,
      details: { signature: { name: 'add' } },
      validation: { current: true },
    });
    expect((await managed()).revision).toBeNull();
  });

  it('opens no revision for an edit that changes no judge field', async () => {
    const saved = await file.world.send('PUT', `/api/problems/${id}`, {
      body: { checker: 'exact', limits: addProblem.limits, tags: ['Math', 'Simulation'] },
    });
    expect(saved.status).toBe(200);
    expect((await managed()).revision).toBeNull();
  });

  it('folds a pending revision into the draft when unpublished', async () => {
    const cases = (await file.world.send('GET', `/api/testcases/problem/${id}`)).body as {
      _id: string;
    }[];
    expect((await file.world.send('DELETE', `/api/testcases/${cases[2]!._id}`)).status).toBe(200);
    expect(await liveCases()).toHaveLength(3);
    const unpublished = await file.world.send('POST', `/api/problems/${id}/unpublish`);
    expect(unpublished.body).toMatchObject({ status: 'draft', revision: null });
    expect(await liveCases()).toHaveLength(2);
    // A draft is edited in place.
    await file.world.send('POST', '/api/testcases', {
      body: { problemId: id, input: '5\n5', output: '10' },
    });
    expect(await liveCases()).toHaveLength(3);
    expect((await managed()).revision).toBeNull();
  });
});

describe('a live problem changes what is judged only through a validated revision', () => {
  /** The references learners' custom cases are answered by, straight from the live row. */
  const liveReferences = async () =>
    (
      await file.test.db
        .selectFrom('problem_details')
        .select('reference_solution')
        .where('problem_id', '=', id)
        .executeTakeFirstOrThrow()
    ).reference_solution;
  const liveText = async () =>
    (await file.world.send('GET', `/api/problem-details/full/${id}`, { as: 'learner' })).body
      .problem as { name: string; statement: string; code: string; difficulty: string };

  beforeAll(async () => {
    // The block above leaves it a draft; publish it again from a passing validation.
    expect((await validate()).body.passed).toBe(true);
    expect((await publish()).status).toBe(200);
  }, 120_000);

  it("saves the edit dialog's fields live: none of them is judged", async () => {
    // Exactly what the dashboard's Edit Problem dialog sends.
    const dialog = {
      name: 'Add Two Integers',
      statement: 'Return the sum of **a** and **b**.',
      code: 'class Solution {\npublic:\n};',
      difficulty: 'Easy',
    };
    const saved = await file.world.send('PUT', `/api/problems/${id}`, { body: dialog });
    expect(saved.status).toBe(200);
    expect(await liveText()).toMatchObject(dialog);
    expect((await authoring()).revision).toBeNull();
    expect((await managed()).validation).toBe('passed');
  });

  it("keeps judged fields sent with the dialog's fields in a revision", async () => {
    const saved = await file.world.send('PUT', `/api/problems/${id}`, {
      body: { statement: 'Add a and b.', limits: { timeMs: 3000, memoryMb: 256 } },
    });
    expect(saved.status).toBe(200);
    const seen = await file.world.send('GET', `/api/problem-details/full/${id}`, { as: 'learner' });
    expect(seen.body.problem.statement).toBe('Add a and b.');
    expect(seen.body.details.limits).toEqual(addProblem.limits);
    expect((await authoring()).details.limits).toEqual({ timeMs: 3000, memoryMb: 256 });
    expect((await file.world.send('DELETE', `/api/problems/${id}/revision`)).status).toBe(200);
  });

  it('keeps a changed reference solution in the revision, away from learners', async () => {
    const before = await liveReferences();
    const saved = await file.world.send('PUT', `/api/problems/${id}/reference`, {
      body: { language: 'python', code: addWrong },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.referenceSolution.python).toBe(addWrong);
    expect(saved.body.revision).not.toBeNull();
    // Learners' custom cases keep the validated reference; the live version stays validated.
    expect(await liveReferences()).toEqual(before);
    expect(await managed()).toMatchObject({
      validation: 'passed',
      revision: { validation: 'stale' },
    });

    // The revision's own validation runs its reference and fails; it cannot be published.
    expect((await validate()).body).toMatchObject({ passed: false, current: true });
    expect(await publish()).toEqual({
      status: 409,
      body: { message: authoringMessages.publishValidationFailed },
    });
    expect(await liveReferences()).toEqual(before);
  }, 120_000);

  it('makes a revised reference live once its revision is validated and published', async () => {
    const fixed = `${addReference}\n# Checked twice.\n`;
    await file.world.send('PUT', `/api/problems/${id}/reference`, {
      body: { language: 'python', code: fixed },
    });
    expect((await validate()).body).toMatchObject({ passed: true, current: true });
    expect((await publish()).status).toBe(200);
    expect((await liveReferences()).python).toBe(fixed);
    expect(await authoring()).toMatchObject({ revision: null, validation: { current: true } });
    expect((await managed()).validation).toBe('passed');
  }, 120_000);

  it('drops a revised reference with its revision', async () => {
    const before = await liveReferences();
    await file.world.send('DELETE', `/api/problems/${id}/reference?language=python`);
    expect((await authoring()).referenceSolution.python).toBeUndefined();
    expect(await liveReferences()).toEqual(before);
    const discarded = await file.world.send('DELETE', `/api/problems/${id}/revision`);
    expect(discarded.body.referenceSolution.python).toBe(before.python);
  });
});
