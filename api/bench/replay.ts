import { twoSumSignature } from '@zencode/shared/contract';
import { judge, recordReplay } from '@zencode/shared/judge';
import { BubblewrapSandbox } from '../src/judge/index.ts';
import { ensureJudgeCacheDir } from '../src/queue/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './median.ts';

/**
 * `npm run bench:replay`: the median time to record a Replay of Python Two Sum whose loop makes
 * about 1,000 steps, against a Run of the same code on the same case (both in bubblewrap, compiled
 * and warm), beside the target ≤ 1.5 × Run + 100 ms. Prints; asserts nothing.
 */
const rounds = 7;
const code = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
`;
// Multiples of 4 but the last two: only they sum to the target, found at the loop's end.
const size = 330;
const nums = Array.from({ length: size }, (_, index) => index * 4);
nums[size - 2] = 1;
nums[size - 1] = 2;
const input = `[${nums.join(',')}]\n3`;

const sandbox = new BubblewrapSandbox();
const context = { sandbox, cacheDir: await ensureJudgeCacheDir() };
const run = () =>
  judge(
    {
      language: 'python',
      code,
      signature: twoSumSignature,
      cases: [{ input, expected: `[${size - 2},${size - 1}]` }],
    },
    context,
  );
const replay = () =>
  recordReplay({ language: 'python', code, signature: twoSumSignature, case: { input } }, context);
try {
  const warm = await replay();
  await run();
  const runs: number[] = [];
  const replays: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let started = performance.now();
    await run();
    runs.push(performance.now() - started);
    started = performance.now();
    await replay();
    replays.push(performance.now() - started);
  }
  const target = 1.5 * median(runs) + 100;
  console.log(
    `Replay benchmark: Python Two Sum, ${warm.truncated?.total ?? warm.steps.length} steps, medians of ${rounds} alternating rounds`,
  );
  console.log(`  Run of the same code and case: ${Math.round(median(runs))} ms`);
  console.log(
    `  Replay recorded: ${Math.round(median(replays))} ms (target ≤ 1.5 × Run + 100 ms = ${Math.round(target)} ms)`,
  );
} finally {
  // The pool's close can leave nothing pending for the event loop: bounded, so the bench ends.
  await Promise.race([sandbox.close(), sleep(2000)]);
}
