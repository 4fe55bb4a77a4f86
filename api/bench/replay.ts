import { twoSumSignature } from '@zencode/shared/contract';
import { judge, recordReplay } from '@zencode/shared/judge';
import { BubblewrapSandbox } from '../src/judge/index.ts';
import { ensureJudgeCacheDir } from '../src/queue/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './median.ts';

/**
 * `npm run bench:replay`: the median time to record a Replay of Two Sum whose loop makes about
 * 1,000 steps, against a Run of the same code on the same case (both in bubblewrap, compiled and
 * warm), per language, beside its target (Python ≤ 1.5 × Run + 100 ms, C++ ≤ 3 × Run + 500 ms;
 * the others have none yet). Prints; asserts nothing.
 */
const rounds = 7;
const python = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
`;
const java = `class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            if (seen.containsKey(target - nums[i])) return new int[] {seen.get(target - nums[i]), i};
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}
`;
const cpp = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); i++) {
            if (seen.count(target - nums[i])) return {seen[target - nums[i]], i};
            seen[nums[i]] = i;
        }
        return {};
    }
};
`;
const benched = [
  { language: 'python', label: 'Python', code: python, target: { times: 1.5, plusMs: 100 } },
  { language: 'java', label: 'Java', code: java, target: null },
  { language: 'cpp', label: 'C++', code: cpp, target: { times: 3, plusMs: 500 } },
] as const;
// Multiples of 4 but the last two: only they sum to the target, found at the loop's end.
const size = 330;
const nums = Array.from({ length: size }, (_, index) => index * 4);
nums[size - 2] = 1;
nums[size - 1] = 2;
const input = `[${nums.join(',')}]\n3`;

const sandbox = new BubblewrapSandbox();
const context = { sandbox, cacheDir: await ensureJudgeCacheDir() };
type Benched = (typeof benched)[number];
const run = ({ language, code }: Benched) =>
  judge(
    {
      language,
      code,
      signature: twoSumSignature,
      cases: [{ input, expected: `[${size - 2},${size - 1}]` }],
    },
    context,
  );
const replay = ({ language, code }: Benched) =>
  recordReplay({ language, code, signature: twoSumSignature, case: { input } }, context);
try {
  for (const subject of benched) {
    const warm = await replay(subject);
    await run(subject);
    const runs: number[] = [];
    const replays: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      let started = performance.now();
      await run(subject);
      runs.push(performance.now() - started);
      started = performance.now();
      await replay(subject);
      replays.push(performance.now() - started);
    }
    console.log(
      `Replay benchmark: ${subject.label} Two Sum, ${warm.truncated?.total ?? warm.steps.length} steps, medians of ${rounds} alternating rounds`,
    );
    console.log(`  Run of the same code and case: ${Math.round(median(runs))} ms`);
    const { target } = subject;
    const goal = target
      ? ` (target ≤ ${target.times} × Run + ${target.plusMs} ms = ${Math.round(target.times * median(runs) + target.plusMs)} ms)`
      : '';
    console.log(`  Replay recorded: ${Math.round(median(replays))} ms${goal}`);
  }
} finally {
  // The pool's close can leave nothing pending for the event loop: bounded, so the bench ends.
  await Promise.race([sandbox.close(), sleep(2000)]);
}
