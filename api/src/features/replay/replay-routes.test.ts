import { messages, type ReplayResponse } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';
import { twoSumStoresFirstPython } from '../../../../shared/src/judge/replay/two-sum-bug.ts';

const file = judgeWorldPerFile({ workers: 0 });

const twoSumBug = twoSumStoresFirstPython;

const replay = (body: object, as = 0) =>
  file.world.post(
    '/api/problems/two-sum/replay',
    { language: 'python', code: twoSumBug, ...body },
    as,
  );

/** A judged submission of `userId` whose first failing case is a hidden one. */
async function failedSubmission(userId: string) {
  const row = await file.test.db
    .insertInto('submissions')
    .values({
      user_id: userId,
      problem_id: 'two-sum',
      language: 'python',
      code: twoSumBug,
      status: 'done',
      verdict: 'Wrong Answer',
      reason: 'Wrong Answer',
      cases: JSON.stringify([
        { index: 0, verdict: 'Passed', hidden: false, timeMs: 1, memoryKb: 1 },
        {
          index: 1,
          verdict: 'Failed',
          reason: 'Wrong Answer',
          hidden: true,
          input: '[3,2,4]\n6',
          expected: '[1,2]',
          output: '[0,0]',
          timeMs: 1,
          memoryKb: 1,
        },
        { index: 2, verdict: 'Not Run', hidden: true, timeMs: 0, memoryKb: 0 },
      ]),
      runtime_ms: 1,
      memory_kb: 1,
      error: null,
      diagnostics: '[]',
      idempotency_key: null,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/problems/:id/replay', () => {
  it('records a public case with its expected answer', async () => {
    const response = await replay({ case: { kind: 'public', index: 0 } });
    expect(response.status).toBe(200);
    const trace = (await response.json()) as ReplayResponse;
    expect(trace.input).toBe('[2,7,11,15]\n9');
    expect(trace.steps.length).toBeGreaterThan(3);
    expect(trace.outcome).toMatchObject({ kind: 'returned', expected: '[0,1]' });
  }, 120_000);

  it("replays the first failing case of the learner's own submission: {3: 0} on the if line", async () => {
    const submissionId = await failedSubmission(file.world.users.learner.id);
    const response = await replay({ case: { kind: 'submission', submissionId } });
    expect(response.status).toBe(200);
    const trace = (await response.json()) as ReplayResponse;
    const atIf = trace.steps.find((step) => step.line === 6)!;
    expect(atIf.frames.at(-1)!.locals).toMatchObject({ x: '3', seen: '{3: 0}' });
    expect(trace.outcome).toEqual({
      kind: 'returned',
      output: '[0,0]',
      expected: '[1,2]',
      correct: false,
    });
  }, 120_000);

  it("refuses another learner's submission as not found", async () => {
    const submissionId = await failedSubmission(file.world.users.other.id);
    const response = await replay({ case: { kind: 'submission', submissionId } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: messages.replaySubmissionNotFound });
  });

  it('refuses a hidden case', async () => {
    const publicCount = await file.test.db
      .selectFrom('testcases')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('problem_id', '=', 'two-sum')
      .where('is_public', '=', true)
      .executeTakeFirstOrThrow();
    const response = await replay({ case: { kind: 'public', index: Number(publicCount.count) } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messages.replayHiddenCase });
    const beyond = await replay({ case: { kind: 'public', index: 100_000 } });
    expect(beyond.status).toBe(404);
    expect(await beyond.json()).toEqual({ message: messages.replayCaseNotFound });
  });

  it('answers 400 naming a language without a recorder, and for input that does not fit', async () => {
    const go = await replay({ language: 'go', case: { kind: 'custom', input: '[1]\n1' } });
    expect(go.status).toBe(400);
    expect(await go.json()).toEqual({ message: 'Replay is not available for Go yet.' });
    const bad = await replay({ case: { kind: 'custom', input: 'not a list' } });
    expect(bad.status).toBe(400);
  }, 60_000);
});

describe('POST /api/compiler/replay', () => {
  it('records a program with its stdin', async () => {
    const response = await file.world.post('/api/compiler/replay', {
      language: 'python',
      code: 'name = input()\nprint("hi", name)\n',
      input: 'ada\n',
    });
    expect(response.status).toBe(200);
    const trace = (await response.json()) as ReplayResponse;
    expect(trace.steps.at(-1)!.stdout).toBe('hi ada\n');
    expect(trace.outcome).toEqual({ kind: 'returned', output: 'hi ada\n' });
  }, 120_000);
});
