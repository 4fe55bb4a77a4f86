import { beforeAll, describe, expect, it } from 'vitest';
import { judge } from './judge.ts';
import { testJudgeContext, warmUp } from './test-judge-context.ts';

/**
 * Go's runtime reserves ~800 MiB of address space, so its memory limit is a resident ceiling with
 * GOMEMLIMIT (see languages/go.ts): a program within the limit runs, one above it does not, and
 * garbage many times the limit is collected rather than counted.
 */
describe("Go's memory ceiling", () => {
  const context = testJudgeContext();
  beforeAll(() => warmUp('go', context), 600_000);
  const code = `func use(mb int, rounds int) int {
    var kept []byte
    total := 0
    for r := 0; r < rounds; r++ {
        kept = make([]byte, mb<<20)
        for i := 0; i < len(kept); i += 4096 {
            kept[i] = byte(r)
        }
        total += len(kept) >> 20
    }
    return total
}
`;
  it('passes what fits in the limit (garbage included) and stops what does not', async () => {
    const result = await judge(
      {
        language: 'go',
        signature: {
          kind: 'function',
          name: 'use',
          params: [
            { name: 'mb', type: 'integer' },
            { name: 'rounds', type: 'integer' },
          ],
          return: { type: 'integer' },
        },
        limits: { timeMs: 2000, memoryMb: 256 },
        cases: [
          // 180 MiB live in a 256 MiB limit.
          { input: '180\n1', expected: '180' },
          // 2 GiB allocated, 100 MiB live at a time: the collector keeps it under the limit.
          { input: '100\n20', expected: '2000' },
          { input: '400\n1', expected: '400' },
        ],
        code,
      },
      context,
    );
    const details = JSON.stringify(result.cases.map((c) => [c.reason, c.memoryKb, c.error]));
    expect(
      result.cases.map((testCase) => testCase.reason),
      details,
    ).toEqual([null, null, 'Memory Limit Exceeded']);
  }, 240_000);
});
