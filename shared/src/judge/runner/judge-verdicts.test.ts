import { describe, expect, it } from 'vitest';
import type { FunctionSignature } from '../../contract/signature.ts';
import { judge } from './judge.ts';
import { testJudgeContext } from './test-judge-context.ts';

const double: FunctionSignature = {
  kind: 'function',
  name: 'twice',
  params: [{ name: 'n', type: 'integer' }],
  return: { type: 'integer' },
};

const cases = [1, 2, 3, 4, 5].map((n) => ({ input: String(n), expected: String(2 * n) }));

describe('verdicts that explain themselves', () => {
  it('stops at the first failing case; the rest are Not Run', async () => {
    const code = 'class Solution:\n    def twice(self, n):\n        return 2 * n if n < 3 else 0\n';
    const result = await judge(
      { language: 'python', signature: double, cases, code, stopAtFirstFailure: true },
      testJudgeContext(),
    );
    expect(result).toMatchObject({ verdict: 'Not Accepted', reason: 'Wrong Answer', passed: 2 });
    expect(result.cases.map((c) => c.verdict)).toEqual([
      'Passed',
      'Passed',
      'Failed',
      'Not Run',
      'Not Run',
    ]);
    expect(result.cases[2]).toMatchObject({ output: '0', expected: '6' });
  }, 120_000);

  it('runs every case without stopAtFirstFailure (Run, validation)', async () => {
    const code =
      'class Solution:\n    def twice(self, n):\n        return 2 * n if n != 3 else 0\n';
    const result = await judge(
      { language: 'python', signature: double, cases, code },
      testJudgeContext(),
    );
    expect(result.cases.map((c) => c.verdict)).toEqual([
      'Passed',
      'Passed',
      'Failed',
      'Passed',
      'Passed',
    ]);
  }, 120_000);

  it.each([
    ['cpp', 'class Solution {\npublic:\n    int twice(int n) {\n        n *= 2;\n    }\n};\n'],
    ['c', 'int twice(int n) {\n    n *= 2;\n\n}\n'],
  ] as const)(
    '%s: a missing return in a non-void function is a compile error at its line',
    async (language, code) => {
      const result = await judge(
        { language, signature: double, cases, code, stopAtFirstFailure: true },
        testJudgeContext(),
      );
      expect(result.reason).toBe('Compilation Error');
      expect(result.cases).toEqual([]);
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({ severity: 'error', message: expect.stringMatching(/return/) }),
      );
    },
    120_000,
  );

  it('passes compiler warnings about the learner code on to an accepted solution', async () => {
    const code =
      'class Solution {\npublic:\n    int twice(int n) {\n        int unused;\n        return 2 * n;\n    }\n};\n';
    const result = await judge(
      { language: 'cpp', signature: double, cases, code, stopAtFirstFailure: true },
      testJudgeContext(),
    );
    expect(result.verdict).toBe('Accepted');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        line: 4,
        severity: 'warning',
        message: expect.stringMatching(/unused/),
      }),
    ]);
  }, 120_000);
});

describe('a sleeper', () => {
  it('ends its submission at its first time-out: the rest are Not Run', async () => {
    const code = 'import time\nclass Solution:\n    def twice(self, n):\n        time.sleep(100)\n';
    const started = Date.now();
    const result = await judge(
      {
        language: 'python',
        signature: double,
        limits: { timeMs: 300, memoryMb: 256 },
        cases,
        code,
        stopAtFirstFailure: true,
      },
      testJudgeContext(),
    );
    expect(result).toMatchObject({ reason: 'Time Limit Exceeded', passed: 0 });
    expect(result.cases.slice(1).every((c) => c.verdict === 'Not Run')).toBe(true);
    // Generous: one idle time-out (0.9 s here) plus start-up, far below five sleeping cases.
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 120_000);
});

describe('the time of a case', () => {
  it('is measured also when the process ends right after it (its last case)', async () => {
    const code =
      'import time\nclass Solution:\n    def twice(self, n):\n        end = time.process_time() + 0.5\n        while time.process_time() < end:\n            pass\n        return 2 * n\n';
    const result = await judge(
      { language: 'python', signature: double, cases: cases.slice(0, 1), code },
      testJudgeContext(),
    );
    expect(result.cases[0]!.verdict).toBe('Passed');
    expect(result.cases[0]!.timeMs).toBeGreaterThanOrEqual(450);
  }, 120_000);
});
