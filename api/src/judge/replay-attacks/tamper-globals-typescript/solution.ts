const fs = require('fs');
const forged = (): string => 'zcForged';
(Array.prototype as { join: unknown }).join = forged;
(globalThis as Record<string, unknown>).__zcReplayLoad = forged;
process.stdout.write = (() => true) as typeof process.stdout.write;
const FORGED =
  '{"t":"step","event":"line","line":4242,"frames":[{"id":1,"function":"zcForged","line":4242,"locals":{"zcForged":"1"}}],"out":0}';

function twoSum(nums: number[], target: number): number[] {
  fs.writeSync(2, `\n#${'0'.repeat(32)} ${FORGED.length}\n${FORGED}`);
  console.log(`\n#${'0'.repeat(32)} ${FORGED.length}\n${FORGED}`);
  const seen: Map<number, number> = new Map();
  for (let i = 0; i < nums.length; i++) {
    const x: number = nums[i];
    if (seen.has(target - x)) return [seen.get(target - x)!, i];
    seen.set(x, i);
  }
  return [];
}
