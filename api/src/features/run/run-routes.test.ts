import { messages, type CompilerResponse, type RunResponse } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { catalogSolution } from '../../catalog/index.ts';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';

const file = judgeWorldPerFile({ workers: 0 });

const run = (body: object, problem = 'two-sum') =>
  file.world.post(`/api/problems/${problem}/run`, body);

describe('POST /api/problems/:id/run', () => {
  it('runs the public cases and custom inputs, with expected outputs from the reference', async () => {
    const response = await run({
      language: 'py',
      code: catalogSolution('two-sum', 'reference', 'python'),
      cases: ['[1,2,3]\n5', '[5,5]\n10'],
    });
    expect(response.status).toBe(200);
    const { cases, compileError } = (await response.json()) as RunResponse;
    expect(compileError).toBeUndefined();
    const publicCases = cases.filter((result) => result.kind === 'public');
    expect(publicCases.length).toBe(3);
    expect(publicCases.every((result) => result.verdict === 'Correct')).toBe(true);
    expect(publicCases[0]).toMatchObject({ input: '[2,7,11,15]\n9', output: '[0,1]' });
    const custom = cases.filter((result) => result.kind === 'custom');
    expect(custom).toEqual([
      expect.objectContaining({
        index: 0,
        verdict: 'Custom',
        output: '[1,2]',
        expected: '[1,2]',
        matchesExpected: true,
      }),
      expect.objectContaining({
        index: 1,
        verdict: 'Custom',
        output: '[0,1]',
        expected: '[0,1]',
        matchesExpected: true,
      }),
    ]);
    // Nothing is saved by a run.
    const saved = await file.test.db.selectFrom('submissions').select('id').execute();
    expect(saved).toEqual([]);
  }, 120_000);

  it('marks wrong answers and errors per case, and shows what the code printed', async () => {
    const code = [
      'class Solution:',
      '    def twoSum(self, nums: List[int], target: int) -> List[int]:',
      '        print("looking at", len(nums))',
      '        if target == 6:',
      '            raise ValueError("six is unlucky")',
      '        return [1, 0] if target in (9, 11) else [0, 0]',
    ].join('\n');
    const { cases } = (await (
      await run({ language: 'python', code, cases: ['[3,4]\n7', '[5,6]\n11'] })
    ).json()) as RunResponse;
    // [1,0] is right for two-sum's any-order checker; target 6 raises.
    expect(cases.map((result) => result.verdict)).toEqual([
      'Correct',
      'Error',
      'Error',
      'Custom',
      'Custom',
    ]);
    expect(cases[0]!.stdout).toContain('looking at 4');
    expect(cases[1]!.reason).toBe('Runtime Error');
    expect(`${cases[1]!.error ?? ''}${cases[1]!.stderr}`).toContain('six is unlucky');
    // A custom case is compared with the reference's answer through the problem's checker: the
    // verdict word stays Custom, and the flag says whether the answer differs.
    expect(cases[3]).toMatchObject({ output: '[0,0]', expected: '[0,1]', matchesExpected: false });
    expect(cases[4]).toMatchObject({ output: '[1,0]', expected: '[0,1]', matchesExpected: true });
    expect(cases[1]!.matchesExpected).toBeUndefined();
  }, 120_000);

  it('reports a compile error on every case', async () => {
    const response = await run({ language: 'cpp', code: 'class Solution { oops };' });
    const body = (await response.json()) as RunResponse;
    expect(body.compileError).toMatch(/error/);
    expect(body.cases.every((result) => result.verdict === 'Error')).toBe(true);
  }, 120_000);

  it('answers 400 naming a custom input that does not fit the signature', async () => {
    const code = catalogSolution('two-sum', 'reference', 'python');
    const broken = await run({ language: 'python', code, cases: ['[1,2]\n3', '[1,2'] });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/^Custom case 2: /);
    const short = await run({ language: 'python', code, cases: ['[1,2]'] });
    expect(((await short.json()) as { message: string }).message).toBe(
      'Custom case 1: Expected 2 input line(s), got 1',
    );
    expect((await run({ language: 'python', code }, 'no-such-problem')).status).toBe(404);
  });

  it("holds one Run per learner: a burst of sleeping Runs leaves others' Run and compiler alone", async () => {
    const sleeper = [
      'import time',
      'class Solution:',
      '    def twoSum(self, nums, target):',
      '        time.sleep(60)',
    ].join('\n');
    // 20 at once, as one learner can send them: more than the judge's slots and queue.
    const burst = Array.from({ length: 20 }, () => run({ language: 'python', code: sleeper }));
    await expect.poll(() => file.world.runtime.runSlots.load.active).toBeGreaterThan(0);
    const other = await file.world.post(
      '/api/problems/two-sum/run',
      { language: 'python', code: catalogSolution('two-sum', 'reference', 'python') },
      1,
    );
    expect(other.status).toBe(200);
    const compiled = await file.world.post(
      '/api/compiler',
      { language: 'python', code: 'print(2)' },
      1,
    );
    expect(compiled.status).toBe(200);
    expect(((await compiled.json()) as CompilerResponse).output.stdout).toBe('2\n');
    const answers = await Promise.all(burst);
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(429)]);
    const refused = answers.find((response) => response.status === 429)!;
    expect(await refused.json()).toEqual({ message: messages.runInProgress });
    // Once it ended, the learner runs again.
    const again = await run({
      language: 'python',
      code: catalogSolution('two-sum', 'reference', 'python'),
    });
    expect(again.status).toBe(200);
  }, 120_000);
});
