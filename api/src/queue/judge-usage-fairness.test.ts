import type { Submission } from '@zencode/shared/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { catalogSolution } from '../catalog/index.ts';
import { judgeWorldPerFile } from '../features/submissions/judge-world-per-file-test-kit.ts';
import { judgePriority } from './judge-queue.ts';

// No workers: the test runs the judge job itself and reads the queue's priorities.
const file = judgeWorldPerFile({ workers: 0 });

async function submit(code: string, as: number): Promise<string> {
  const response = await file.world.post(
    '/api/submission',
    { problemId: 'two-sum', language: 'python', code },
    as,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as Submission)._id;
}

const priorityOf = async (id: string) =>
  (
    await sql<{ priority: number }>`
      select priority from graphile_worker.jobs where key = ${`judge:${id}`}`.execute(file.test.db)
  ).rows[0]?.priority;

describe('judgePriority', () => {
  it('counts unfinished submissions and 5 s steps of recent judging, at most 100 steps', () => {
    expect(judgePriority(0, 0)).toBe(0);
    expect(judgePriority(2, 4999)).toBe(2);
    expect(judgePriority(0, 12_000)).toBe(2);
    expect(judgePriority(1, 10 * 60_000)).toBe(101);
  });
});

describe('fair queueing by use', () => {
  it('a learner whose submission slept through its budget queues behind another learner', async () => {
    // Asleep at load: the judge stops it after its load budget (10 s of idling), a worker held.
    const sleeper = 'import time\ntime.sleep(60)\nclass Solution:\n    pass\n';
    const slept = await submit(sleeper, 0);
    await file.world.handle(slept, { attempt: 1, maxAttempts: 5 });
    expect((await file.world.verdictOf(slept)).reason).toBe('Time Limit Exceeded');

    const code = catalogSolution('two-sum', 'reference', 'python');
    const sleepers = await submit(code, 0);
    const others = await submit(code, 1);
    // Neither learner has another submission waiting; the sleeper's next one still goes after.
    expect(await priorityOf(others)).toBe(0);
    expect(await priorityOf(sleepers)).toBeGreaterThan(0);
  }, 120_000);
});
