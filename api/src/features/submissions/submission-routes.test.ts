import type { Submission } from '@zencode/shared/contract';
import { probeToolchains } from '@zencode/shared/judge';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { catalogSolution } from '../../catalog/index.ts';
import { createJudgeWorld, type JudgeWorld } from './judge-test-kit.ts';

let test: TestDatabase;
let world: JudgeWorld;
beforeAll(async () => {
  test = await createTestDatabase();
  world = await createJudgeWorld(test);
}, 120_000);
afterAll(async () => {
  await world?.close();
  await test?.destroy();
});

async function submit(language: string, code: string, as = 0, extra: object = {}) {
  const response = await world.post(
    '/api/submission',
    { problemId: 'two-sum', language, code, ...extra },
    as,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Submission;
}

async function verdictOf(id: string, as = 0): Promise<Submission> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const submission = (await (await world.get(`/api/submission/${id}`, as)).json()) as Submission;
    if (submission.status === 'done') return submission;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Submission ${id} got no verdict`);
}

const scoreOf = async (userId: string) =>
  (
    await test.db
      .selectFrom('users')
      .select(['score', 'score_reached_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).score;

describe('POST /api/submission', () => {
  it('queues, judges a correct solution Accepted and adds the score once', async () => {
    const queued = await submit('cpp', catalogSolution('two-sum', 'reference', 'cpp'));
    expect(queued).toMatchObject({ status: 'queued', verdict: null, problemId: 'two-sum' });
    expect(queued.totalCases).toBeGreaterThan(3);
    const done = await verdictOf(queued._id);
    expect(done.verdict).toBe('Accepted');
    expect(done.cases).toHaveLength(done.totalCases);
    expect(done.cases.every((result) => result.verdict === 'Passed')).toBe(true);
    expect(done.runtimeMs).toBeGreaterThanOrEqual(0);
    expect(done.memoryKb).toBeGreaterThan(0);
    expect(await scoreOf(world.users.learner.id)).toBe(10);

    // The job again (a retry after the result was written): nothing changes.
    await world.handle(queued._id, { attempt: 2, maxAttempts: 5 });
    // A retry that judges again (its first run died before writing) still counts once.
    await sql`update submissions set status = 'running' where id = ${queued._id}`.execute(test.db);
    await Promise.all([
      world.handle(queued._id, { attempt: 2, maxAttempts: 5 }),
      world.handle(queued._id, { attempt: 3, maxAttempts: 5 }),
    ]);
    expect(await scoreOf(world.users.learner.id)).toBe(10);
    // A second Accepted on the same problem adds nothing.
    const again = await submit('python', catalogSolution('two-sum', 'reference', 'python'));
    expect((await verdictOf(again._id)).verdict).toBe('Accepted');
    expect(await scoreOf(world.users.learner.id)).toBe(10);
    const solved = await test.db.selectFrom('solved_problems').selectAll().execute();
    expect(solved).toEqual([expect.objectContaining({ problem_id: 'two-sum', points: 10 })]);
  }, 120_000);

  it('judges a wrong solution Not Accepted, ignoring a verdict sent by the client', async () => {
    const queued = await submit('python', catalogSolution('two-sum', 'wrong', 'python'), 1, {
      verdict: 'Accepted',
    });
    const done = await verdictOf(queued._id, 1);
    expect(done.verdict).toBe('Not Accepted');
    expect(done.cases.some((result) => result.reason === 'Wrong Answer')).toBe(true);
    expect(await scoreOf(world.users.other.id)).toBe(0);

    // Hidden cases: verdict only for the learner, everything for an admin.
    const hidden = done.cases.filter((result) => result.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const result of hidden) {
      expect(Object.keys(result).sort()).toEqual(
        [
          'hidden',
          'index',
          'memoryKb',
          'timeMs',
          'verdict',
          ...(result.reason ? ['reason'] : []),
        ].sort(),
      );
    }
    const visible = done.cases.filter((result) => !result.hidden);
    expect(visible[0]).toMatchObject({ input: expect.any(String), expected: expect.any(String) });
    const asAdmin = (await (
      await world.get(`/api/submission/${queued._id}`, 2)
    ).json()) as Submission;
    expect(asAdmin.cases.find((result) => result.hidden)).toHaveProperty('output');
    const raw = JSON.stringify(done);
    const hiddenInputs = await test.db
      .selectFrom('testcases')
      .select('input')
      .where('is_public', '=', false)
      .execute();
    for (const { input } of hiddenInputs) expect(raw).not.toContain(JSON.stringify(input));
  }, 120_000);

  it('reports a compile error', async () => {
    const queued = await submit('cpp', 'class Solution { this is not C++ };', 1);
    const done = await verdictOf(queued._id, 1);
    expect(done.verdict).toBe('Not Accepted');
    expect(done.compileError).toMatch(/error/);
    expect(done.cases.every((result) => result.reason === 'Compilation Error')).toBe(true);
  }, 120_000);

  it('refuses unknown problems and languages, and visitors', async () => {
    const missing = await world.post('/api/submission', {
      problemId: 'no-such-problem',
      language: 'cpp',
      code: 'x',
    });
    expect(missing.status).toBe(404);
    const badLanguage = await world.post('/api/submission', {
      problemId: 'two-sum',
      language: 'cobol',
      code: 'x',
    });
    expect(badLanguage.status).toBe(400);
    const visitor = await world.app.request('/api/submission', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ problemId: 'two-sum', language: 'cpp', code: 'x' }),
    });
    expect(visitor.status).toBe(401);
  });
});

describe('every available language', async () => {
  const available = (await probeToolchains()).filter((language) => language.available);
  it.each(available.map((language) => [language.id]))(
    '%s: the reference solution is Accepted and the known-wrong one is not',
    async (language) => {
      const id = language as 'cpp' | 'c' | 'python' | 'javascript' | 'java';
      // The admin submits here, so the learners' scores above stay as they are.
      const right = await submit(id, catalogSolution('two-sum', 'reference', id), 2);
      expect((await verdictOf(right._id, 2)).verdict).toBe('Accepted');
      const wrong = await submit(id, catalogSolution('two-sum', 'wrong', id), 2);
      expect((await verdictOf(wrong._id, 2)).verdict).toBe('Not Accepted');
    },
    120_000,
  );
});

describe('reading submissions', () => {
  it('shows learners their own submissions only, and admins everything', async () => {
    const mine = (await (await world.get('/api/submission')).json()) as Submission[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((submission) => submission.userId === world.users.learner.id)).toBe(true);
    const times = mine.map((submission) => submission.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);

    const theirs = (await (await world.get('/api/submission', 1)).json()) as Submission[];
    expect(theirs.every((submission) => submission.userId === world.users.other.id)).toBe(true);
    expect((await world.get(`/api/submission/${mine[0]!._id}`, 1)).status).toBe(404);
    expect((await world.get(`/api/submission/user/${world.users.learner.id}`, 1)).status).toBe(403);
    expect((await world.get(`/api/submission/${mine[0]!._id}/events`, 1)).status).toBe(404);
    expect((await world.get('/api/submission/not-a-uuid')).status).toBe(404);

    const byProblem = (await (
      await world.get('/api/submission/problem/two-sum', 1)
    ).json()) as Submission[];
    expect(byProblem.map((submission) => submission._id)).toEqual(
      theirs.map((submission) => submission._id),
    );
    const all = (await (await world.get('/api/submission', 2)).json()) as Submission[];
    const everyone = await test.db.selectFrom('submissions').select('id').execute();
    expect(all).toHaveLength(everyone.length);
    expect(everyone.length).toBeGreaterThan(mine.length + theirs.length);
    const byUser = (await (
      await world.get(`/api/submission/user/${world.users.learner.id}`, 2)
    ).json()) as Submission[];
    expect(byUser).toHaveLength(mine.length);
  });

  it('lets only admins correct and delete submissions', async () => {
    const [first] = (await (await world.get('/api/submission', 1)).json()) as Submission[];
    const put = (as: number) =>
      world.bearer(as).then((headers) =>
        world.app.request(`/api/submission/${first!._id}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ verdict: 'Accepted' }),
        }),
      );
    expect((await put(1)).status).toBe(403);
    const corrected = await put(2);
    expect(corrected.status).toBe(200);
    expect(((await corrected.json()) as Submission).verdict).toBe('Accepted');
    expect(await scoreOf(world.users.other.id)).toBe(10);
    const remove = (as: number) =>
      world
        .bearer(as)
        .then((headers) =>
          world.app.request(`/api/submission/${first!._id}`, { method: 'DELETE', headers }),
        );
    expect((await remove(1)).status).toBe(403);
    expect((await remove(2)).status).toBe(204);
    expect((await world.get(`/api/submission/${first!._id}`, 1)).status).toBe(404);
  });
});
