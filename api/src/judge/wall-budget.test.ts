import { messages, type FunctionSignature } from '@zencode/shared/contract';
import { judge, type JudgeRequest } from '@zencode/shared/judge';
import { describe, expect, it } from 'vitest';
import { bubblewrapSkipReason } from '../test/skip-reason.ts';
import { bubblewrapJudgeContextPerFile } from '../test/bubblewrap-judge-context.ts';

// Skipped, saying why, where bubblewrap is unusable; under CI=true that fails the file instead.
const skipReason = await bubblewrapSkipReason();

const twice: FunctionSignature = {
  kind: 'function',
  name: 'twice',
  params: [{ name: 'n', type: 'integer' }],
  return: { type: 'integer' },
};
/** Small limits: 50 ms a case (150 ms in Python). */
const limits = { timeMs: 50, memoryMb: 256 };
const cases = Array.from({ length: 20 }, (_, n) => ({ input: String(n), expected: String(2 * n) }));

describe.skipIf(skipReason !== null)(
  skipReason === null
    ? 'a whole submission’s wall-clock budget, in the bubblewrap sandbox'
    : `a whole submission’s wall-clock budget — SKIPPED, ${skipReason}`,
  () => {
    const context = bubblewrapJudgeContextPerFile('zc-budget-');
    /** Judges `code` for `twice` in Python, under the small limits unless `options` say otherwise. */
    const judgeTwice = (code: string, options: Partial<JudgeRequest> = {}) =>
      judge({ language: 'python', signature: twice, limits, cases, code, ...options }, context);

    it('ends a slow solution within its budget, the rest Time Limit Exceeded', async () => {
      // Each process loads for 2 s (within the load allowance) and then sleeps through its case:
      // every case restarts it, so without a budget the 20 cases would take over 40 s.
      const code = [
        'import time',
        'time.sleep(2)',
        'class Solution:',
        '    def twice(self, n):',
        '        time.sleep(60)',
        '',
      ].join('\n');
      const result = await judgeTwice(code);
      expect(result).toMatchObject({ verdict: 'Not Accepted', reason: 'Time Limit Exceeded' });
      expect(result.cases.every((c) => c.reason === 'Time Limit Exceeded')).toBe(true);
      // The budget, not the cases, ended it: a fixed 90 s cap would let all 20 (about 45 s) run.
      expect(result.cases.at(-1)!.error).toBe(messages.submissionOutOfTime);
    }, 120_000);

    it('stops a solution that sleeps at load after the load budget, not its wall budget', async () => {
      // 20 s asleep at top level, under limits whose wall budget (48 s for this process) would
      // let it finish and pass every case: idling while loading has its own budget (10 s).
      const code = [
        'import time',
        'time.sleep(20)',
        'class Solution:',
        '    def twice(self, n):',
        '        return 2 * n',
        '',
      ].join('\n');
      const result = await judgeTwice(code, {
        limits: { timeMs: 2000, memoryMb: 256 },
        cases: cases.slice(0, 10),
        stopAtFirstFailure: true,
      });
      expect(result).toMatchObject({ verdict: 'Not Accepted', reason: 'Time Limit Exceeded' });
      expect(result.passed).toBe(0);
    }, 120_000);

    it('stops a solution that sleeps just under the idle budget on every case', async () => {
      // 2 s asleep per case, under a case's idle budget (3 s in Python), passing each: ten cases
      // would hold the worker 20 s; idling adds up across the cases to at most 6 s.
      const code = [
        'import time',
        'class Solution:',
        '    def twice(self, n):',
        '        time.sleep(2)',
        '        return 2 * n',
        '',
      ].join('\n');
      const result = await judgeTwice(code, {
        limits: { timeMs: 1000, memoryMb: 256 },
        cases: cases.slice(0, 10),
        stopAtFirstFailure: true,
      });
      expect(result).toMatchObject({ verdict: 'Not Accepted', reason: 'Time Limit Exceeded' });
      expect(result.passed).toBeLessThan(5);
    }, 120_000);

    it('leaves a normal solution under the same limits alone', async () => {
      const code = 'class Solution:\n    def twice(self, n):\n        return 2 * n\n';
      const result = await judgeTwice(code, { stopAtFirstFailure: true });
      expect(result).toMatchObject({ verdict: 'Accepted', passed: cases.length });
    }, 60_000);
  },
);
