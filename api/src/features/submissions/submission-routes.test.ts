import { type LanguageId, messages, type Submission } from '@zencode/shared/contract';
import {
  ensurePrepared,
  getLanguage,
  ProcessSandbox,
  probeToolchains,
} from '@zencode/shared/judge';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureJudgeCacheDir } from '../../queue/index.ts';
import { catalogSolution } from '../../catalog/index.ts';
import { judgeWorldPerFile } from './judge-world-per-file-test-kit.ts';

// Linked List Cycle: a problem without Rust (LeetCode offers none).
const file = judgeWorldPerFile({ problems: ['two-sum', 'linked-list-cycle'] });

async function submit(language: string, code: string, as = 0, extra: object = {}) {
  const response = await file.world.post(
    '/api/submission',
    { problemId: 'two-sum', language, code, ...extra },
    as,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Submission;
}

const scoreOf = async (userId: string) =>
  (
    await file.test.db
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
    const done = await file.world.verdictOf(queued._id);
    expect(done.verdict).toBe('Accepted');
    expect(done.cases).toHaveLength(done.totalCases);
    expect(done.cases.every((result) => result.verdict === 'Passed')).toBe(true);
    expect(done.runtimeMs).toBeGreaterThanOrEqual(0);
    expect(done.memoryKb).toBeGreaterThan(0);
    // Per-case time and memory of a correct solution would spell out its hidden inputs: a learner
    // sees hidden cases' verdicts only, in every listing; an admin sees their figures.
    const listed = [
      done,
      ...((await (await file.world.get('/api/submission')).json()) as Submission[]),
      ...((await (await file.world.get('/api/submission/problem/two-sum')).json()) as Submission[]),
    ];
    for (const submission of listed) {
      for (const result of submission.cases.filter((c) => c.hidden)) {
        expect(Object.keys(result).sort()).toEqual(['hidden', 'index', 'verdict']);
      }
    }
    const asAdmin = (await (
      await file.world.get(`/api/submission/${queued._id}`, 2)
    ).json()) as Submission;
    expect(asAdmin.cases.filter((c) => c.hidden).every((c) => c.memoryKb! > 0)).toBe(true);
    expect(await scoreOf(file.world.users.learner.id)).toBe(10);

    // The job again (a retry after the result was written): nothing changes.
    await file.world.handle(queued._id, { attempt: 2, maxAttempts: 5 });
    // A retry that judges again (its first run died before writing) still counts once.
    await sql`update submissions set status = 'running' where id = ${queued._id}`.execute(
      file.test.db,
    );
    await Promise.all([
      file.world.handle(queued._id, { attempt: 2, maxAttempts: 5 }),
      file.world.handle(queued._id, { attempt: 3, maxAttempts: 5 }),
    ]);
    expect(await scoreOf(file.world.users.learner.id)).toBe(10);
    // A second Accepted on the same problem adds nothing.
    const again = await submit('python', catalogSolution('two-sum', 'reference', 'python'));
    expect((await file.world.verdictOf(again._id)).verdict).toBe('Accepted');
    expect(await scoreOf(file.world.users.learner.id)).toBe(10);
    const solved = await file.test.db.selectFrom('solved_problems').selectAll().execute();
    expect(solved).toEqual([expect.objectContaining({ problem_id: 'two-sum', points: 10 })]);
  }, 120_000);

  it('judges a wrong solution Not Accepted, ignoring a verdict sent by the client', async () => {
    const queued = await submit('python', catalogSolution('two-sum', 'wrong', 'python'), 1, {
      verdict: 'Accepted',
    });
    const done = await file.world.verdictOf(queued._id, 1);
    expect(done.verdict).toBe('Not Accepted');
    expect(done.reason).toBe('Wrong Answer');
    expect(await scoreOf(file.world.users.other.id)).toBe(0);

    // Judging stopped at the first failing case: "k / n cases passed", the rest not run.
    const failed = done.cases[done.passedCases]!;
    expect(failed).toMatchObject({ verdict: 'Failed', reason: 'Wrong Answer' });
    expect(failed).toMatchObject({ input: expect.any(String), expected: expect.any(String) });
    expect(done.cases.slice(0, done.passedCases).every((c) => c.verdict === 'Passed')).toBe(true);
    const after = done.cases.slice(done.passedCases + 1);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((result) => result.verdict === 'Not Run')).toBe(true);
    expect(done.cases).toHaveLength(done.totalCases);
  }, 120_000);

  it('shows the first failing case also when hidden, and no other hidden case', async () => {
    // Right on the public examples only: the first hidden case is the first failure.
    const code = [
      'class Solution:',
      '    def twoSum(self, nums, target):',
      '        if (nums, target) in [([2,7,11,15], 9), ([3,2,4], 6), ([3,3], 6)]:',
      '            return next([i, j] for i in range(len(nums)) for j in range(i + 1, len(nums))',
      '                        if nums[i] + nums[j] == target)',
      '        print("looked at", len(nums))',
      '        return [-1, -1]',
    ].join('\n');
    const queued = await submit('python', code, 1);
    const done = await file.world.verdictOf(queued._id, 1);
    expect(done).toMatchObject({ verdict: 'Not Accepted', reason: 'Wrong Answer' });
    const publicCount = done.cases.filter((result) => !result.hidden).length;
    expect(done.passedCases).toBe(publicCount);
    const failed = done.cases[publicCount]!;
    expect(failed).toMatchObject({ hidden: true, verdict: 'Failed', output: '[-1,-1]' });
    expect(failed.stdout).toMatch(/^looked at \d+$/);
    const hiddenRows = await file.test.db
      .selectFrom('testcases')
      .select(['input', 'output'])
      .where('problem_id', '=', 'two-sum')
      .where('is_public', '=', false)
      .orderBy('position')
      .orderBy('id')
      .execute();
    expect(failed.input).toBe(hiddenRows[0]!.input);
    expect(failed.expected).toBe(hiddenRows[0]!.output);
    // Every other hidden case: verdict only, and none of their inputs anywhere in the answer.
    for (const result of done.cases.slice(publicCount + 1)) {
      expect(Object.keys(result).sort()).toEqual(['hidden', 'index', 'verdict'].sort());
      expect(result.verdict).toBe('Not Run');
    }
    const raw = JSON.stringify(done);
    for (const { input } of hiddenRows.slice(1)) expect(raw).not.toContain(JSON.stringify(input));
    const asAdmin = (await (
      await file.world.get(`/api/submission/${queued._id}`, 2)
    ).json()) as Submission;
    expect(asAdmin.cases[publicCount]).toHaveProperty('output');
  }, 120_000);

  it('reports a compile error', async () => {
    const queued = await submit('cpp', 'class Solution { this is not C++ };', 1);
    const done = await file.world.verdictOf(queued._id, 1);
    expect(done.verdict).toBe('Not Accepted');
    expect(done.reason).toBe('Compilation Error');
    expect(done.compileError).toMatch(/error/);
    // Reported once, located in the learner's code, not repeated per case.
    expect(done.cases).toEqual([]);
    expect(done.diagnostics[0]).toMatchObject({ line: 1, severity: 'error' });
  }, 120_000);

  it('answers the queued submission from its insert: title, status, cases to run', async () => {
    const queued = await submit('python', catalogSolution('two-sum', 'reference', 'python'));
    const { count } = await file.test.db
      .selectFrom('testcases')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('problem_id', '=', 'two-sum')
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      problemId: 'two-sum',
      problemTitle: 'Two Sum',
      status: 'queued',
      totalCases: Number(count),
      userId: file.world.users.learner.id,
    });
    await file.world.verdictOf(queued._id);
  }, 120_000);

  it('refuses a draft problem to learners (404, nothing created), not to admins', async () => {
    const mine = () =>
      file.test.db
        .selectFrom('submissions')
        .select('id')
        .where('user_id', '=', file.world.users.other.id)
        .execute();
    const before = (await mine()).length;
    await file.test.db
      .updateTable('problems')
      .set({ status: 'draft' })
      .where('id', '=', 'two-sum')
      .execute();
    try {
      const code = catalogSolution('two-sum', 'reference', 'python');
      const refused = await file.world.post(
        '/api/submission',
        { problemId: 'two-sum', language: 'python', code },
        1,
      );
      expect(refused.status).toBe(404);
      expect((await mine()).length).toBe(before);
      const admin = await submit('python', code, 2);
      expect(admin.status).toBe('queued');
      await file.world.verdictOf(admin._id, 2);
    } finally {
      await file.test.db
        .updateTable('problems')
        .set({ status: 'published' })
        .where('id', '=', 'two-sum')
        .execute();
    }
  }, 120_000);

  it('refuses unknown problems and languages, and visitors', async () => {
    const missing = await file.world.post('/api/submission', {
      problemId: 'no-such-problem',
      language: 'cpp',
      code: 'x',
    });
    expect(missing.status).toBe(404);
    const badLanguage = await file.world.post('/api/submission', {
      problemId: 'two-sum',
      language: 'cobol',
      code: 'x',
    });
    expect(badLanguage.status).toBe(400);
    const visitor = await file.world.app.request('/api/submission', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ problemId: 'two-sum', language: 'cpp', code: 'x' }),
    });
    expect(visitor.status).toBe(401);
  });

  it('refuses Rust where LeetCode offers none (400, nothing created)', async () => {
    const before = await file.test.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const refused = await file.world.post('/api/submission', {
      problemId: 'linked-list-cycle',
      language: 'rust',
      code: 'impl Solution {}',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: messages.languageNotOffered });
    const after = await file.test.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});

describe('every available language', async () => {
  const available = (await probeToolchains()).filter((language) => language.available);
  // Prepared dirs first (Rust's crates: minutes on a busy machine), outside any test's time.
  beforeAll(async () => {
    const cacheDir = await ensureJudgeCacheDir();
    for (const { id } of available)
      await ensurePrepared(getLanguage(id), new ProcessSandbox(), cacheDir);
  }, 600_000);
  it.each(available.map((language) => [language.id]))(
    '%s: the reference solution is Accepted and the known-wrong one is not',
    async (language) => {
      const id = language as LanguageId;
      // The admin submits here, so the learners' scores above stay as they are.
      const right = await submit(id, catalogSolution('two-sum', 'reference', id), 2);
      expect((await file.world.verdictOf(right._id, 2)).verdict).toBe('Accepted');
      const wrong = await submit(id, catalogSolution('two-sum', 'wrong', id), 2);
      expect((await file.world.verdictOf(wrong._id, 2)).verdict).toBe('Not Accepted');
    },
    120_000,
  );
});

describe('reading submissions', () => {
  it('shows learners their own submissions only, and admins everything', async () => {
    const mine = (await (await file.world.get('/api/submission')).json()) as Submission[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((submission) => submission.userId === file.world.users.learner.id)).toBe(
      true,
    );
    const times = mine.map((submission) => submission.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);

    const theirs = (await (await file.world.get('/api/submission', 1)).json()) as Submission[];
    expect(theirs.every((submission) => submission.userId === file.world.users.other.id)).toBe(
      true,
    );
    expect((await file.world.get(`/api/submission/${mine[0]!._id}`, 1)).status).toBe(404);
    expect(
      (await file.world.get(`/api/submission/user/${file.world.users.learner.id}`, 1)).status,
    ).toBe(403);
    expect((await file.world.get(`/api/submission/events/${mine[0]!._id}`, 1)).status).toBe(404);
    expect((await file.world.get('/api/submission/not-a-uuid')).status).toBe(404);

    const byProblem = (await (
      await file.world.get('/api/submission/problem/two-sum', 1)
    ).json()) as Submission[];
    expect(byProblem.map((submission) => submission._id)).toEqual(
      theirs.map((submission) => submission._id),
    );
    const all = (await (await file.world.get('/api/submission', 2)).json()) as Submission[];
    const everyone = await file.test.db.selectFrom('submissions').select('id').execute();
    expect(all).toHaveLength(everyone.length);
    expect(everyone.length).toBeGreaterThan(mine.length + theirs.length);
    const byUser = (await (
      await file.world.get(`/api/submission/user/${file.world.users.learner.id}`, 2)
    ).json()) as Submission[];
    expect(byUser).toHaveLength(mine.length);
  });

  it('lets only admins correct and delete submissions', async () => {
    const [first] = (await (await file.world.get('/api/submission', 1)).json()) as Submission[];
    const put = (as: number) =>
      file.world.bearer(as).then((headers) =>
        file.world.app.request(`/api/submission/${first!._id}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ verdict: 'Accepted' }),
        }),
      );
    expect((await put(1)).status).toBe(403);
    const corrected = await put(2);
    expect(corrected.status).toBe(200);
    expect(((await corrected.json()) as Submission).verdict).toBe('Accepted');
    expect(await scoreOf(file.world.users.other.id)).toBe(10);
    const remove = (as: number) =>
      file.world
        .bearer(as)
        .then((headers) =>
          file.world.app.request(`/api/submission/${first!._id}`, { method: 'DELETE', headers }),
        );
    expect((await remove(1)).status).toBe(403);
    expect((await remove(2)).status).toBe(204);
    expect((await file.world.get(`/api/submission/${first!._id}`, 1)).status).toBe(404);
  });
});
