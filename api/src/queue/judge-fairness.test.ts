import type { Submission } from '@zencode/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSolution } from '../catalog/index.ts';
import { createJudgeWorld, type JudgeWorld } from '../features/submissions/judge-test-kit.ts';
import { testDatabasePerFile } from '../test/test-database.ts';

const test = testDatabasePerFile();
let world: JudgeWorld;
beforeAll(async () => {
  world = await createJudgeWorld(test, { workers: 2 });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const sleeper =
  'import time\nclass Solution:\n    def twoSum(self, nums, target):\n        time.sleep(60)\n';

async function submit(code: string, as: number): Promise<string> {
  const response = await world.post(
    '/api/submission',
    { problemId: 'two-sum', language: 'python', code },
    as,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as Submission)._id;
}

async function judged(ids: string[]) {
  const deadline = Date.now() + 110_000;
  for (;;) {
    const rows = await test.db
      .selectFrom('submissions')
      .select(['id', 'status', 'reason', 'created_at', 'judged_at'])
      .where('id', 'in', ids)
      .execute();
    if (rows.every((row) => row.status === 'done')) return new Map(rows.map((r) => [r.id, r]));
    if (Date.now() > deadline) throw new Error('the submissions got no verdict');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('scheduling', () => {
  it('a learner holds one worker at a time: a third learner is not starved by sleepers', async () => {
    // Learner 0 sends two sleepers; with two workers, the second must not take the other worker
    // while learner 1's correct submission waits.
    const first = await submit(sleeper, 0);
    const second = await submit(sleeper, 0);
    const fair = await submit(catalogSolution('two-sum', 'reference', 'python'), 1);
    const rows = await judged([first, second, fair]);
    expect(rows.get(first)!.reason).toBe('Time Limit Exceeded');
    expect(rows.get(second)!.reason).toBe('Time Limit Exceeded');
    // Ordering, not timing: the correct submission was judged before the learner's second sleeper.
    expect(rows.get(fair)!.judged_at!.getTime()).toBeLessThan(
      rows.get(second)!.judged_at!.getTime(),
    );
    // A sleeper ends at its first time-out, not after sleeping through every case (generous).
    const sleptMs = rows.get(first)!.judged_at!.getTime() - rows.get(first)!.created_at.getTime();
    expect(sleptMs).toBeLessThan(60_000);
  }, 120_000);
});
