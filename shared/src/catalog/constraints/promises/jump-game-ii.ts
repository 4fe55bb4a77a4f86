import type { ConstraintModule } from '../constraint-module.ts';
import { ints } from '../promise-kit.ts';

export const jumpGameIi: ConstraintModule = {
  promises: {
    'The last index can always be reached from index 0.': ({ values }) => {
      const nums = ints(values.nums);
      let reach = 0;
      for (let index = 0; index < nums.length && index <= reach; index++)
        reach = Math.max(reach, index + nums[index]!);
      return reach >= nums.length - 1 ? null : `jumps reach index ${reach} at most`;
    },
  },
};
