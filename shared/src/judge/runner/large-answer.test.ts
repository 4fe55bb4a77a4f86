import { describe, expect, it } from 'vitest';
import type { FunctionSignature } from '../../contract/signature.ts';
import { judge } from './judge.ts';
import { testJudgeContext } from './test-judge-context.ts';

const echo: FunctionSignature = {
  kind: 'function',
  name: 'echo',
  params: [{ name: 'nums', type: 'integer[]' }],
  return: { type: 'integer[]' },
};

// A 1 MB answer, far over what the runner's stdout socket holds (128 KiB with a runner on
// Node 24): the harness must get all of it out, not just what one write took.
const nums = `[${Array.from({ length: 250_000 }, (_, i) => i % 1000).join(',')}]`;

const solutions = {
  javascript: 'var echo = function(nums) {\n    return nums;\n};\n',
  typescript: 'function echo(nums: number[]): number[] {\n    return nums;\n};\n',
  go: 'func echo(nums []int) []int {\n    return nums\n}\n',
} as const;

describe.each(Object.entries(solutions))('%s', (language, code) => {
  it('sends an answer larger than the output socket whole, case after case', async () => {
    const result = await judge(
      {
        language: language as keyof typeof solutions,
        signature: echo,
        limits: { timeMs: 2000, memoryMb: 256 },
        cases: [nums, '[1,2,3]', nums].map((input) => ({ input, expected: input })),
        code,
      },
      testJudgeContext(),
    );
    const details = JSON.stringify(result.cases.map((c) => [c.reason, c.error.slice(0, 200)]));
    expect(result.verdict, details).toBe('Accepted');
    expect(result.passed).toBe(3);
  }, 120_000);
});
