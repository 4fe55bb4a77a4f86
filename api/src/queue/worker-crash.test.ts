import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Submission } from '@zencode/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { createJudgeWorld, type JudgeWorld } from '../features/submissions/judge-test-kit.ts';
import { testDatabasePerFile } from '../test/test-database.ts';

const test = testDatabasePerFile();
let world: JudgeWorld;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
beforeAll(async () => {
  // This process only serves the API; the judging happens in `npm run worker` processes.
  world = await createJudgeWorld(test, { workers: 0 });
}, 120_000);
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
  await world?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** `npm run worker` against this file's database, as its own process group. */
function startWorker(): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'zencode-worker-'));
  dataDirs.push(dataDir);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'api/src/cli/worker.ts')],
    {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: test.connectionString,
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
        JUDGE_CONCURRENCY: '1',
        LOG_LEVEL: 'warn',
      },
    },
  );
  children.push(child);
  return child;
}

async function waitFor<T>(
  what: string,
  read: () => Promise<T | undefined>,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

// Correct, but slow enough (0.4 s of CPU per case) to be killed in the middle of judging. It
// computes rather than sleeps: a process that idles stops being judged.
const slowSolution = [
  'import time',
  'class Solution:',
  '    def twoSum(self, nums: List[int], target: int) -> List[int]:',
  '        until = time.process_time() + 0.4',
  '        while time.process_time() < until:',
  '            pass',
  '        seen = {}',
  '        for i, n in enumerate(nums):',
  '            if target - n in seen:',
  '                return [seen[target - n], i]',
  '            seen[n] = i',
  '        return []',
].join('\n');

describe('a judge worker killed mid-job', () => {
  it('loses nothing: another worker retries the job and the submission gets its verdict', async () => {
    const first = startWorker();
    const response = await world.post('/api/submission', {
      problemId: 'two-sum',
      language: 'python',
      code: slowSolution,
    });
    const { _id: id } = (await response.json()) as Submission;
    await waitFor(
      'the first worker to start running the cases',
      async () => {
        const row = await test.db
          .selectFrom('submissions')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return row.status === 'running' ? true : undefined;
      },
      60_000,
    );
    process.kill(-first.pid!, 'SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    const second = startWorker();
    const done = await waitFor(
      'a verdict from the second worker',
      async () => {
        const submission = (await (await world.get(`/api/submission/${id}`)).json()) as Submission;
        return submission.status === 'done' ? submission : undefined;
      },
      90_000,
    );
    expect(done.verdict).toBe('Accepted');
    expect(done.cases.every((result) => result.verdict === 'Passed')).toBe(true);
    const { score } = await test.db
      .selectFrom('users')
      .select('score')
      .where('id', '=', world.users.learner.id)
      .executeTakeFirstOrThrow();
    expect(score).toBe(10);

    process.kill(-second.pid!, 'SIGTERM');
    const code = await new Promise((resolve) =>
      second.once('exit', (exitCode) => resolve(exitCode)),
    );
    expect(code).toBe(0);
  }, 180_000);
});
