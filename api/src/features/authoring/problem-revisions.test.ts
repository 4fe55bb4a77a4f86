import {
  authoringMessages,
  validationResultSchema,
  type Submission,
} from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addProblem,
  addReference,
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
