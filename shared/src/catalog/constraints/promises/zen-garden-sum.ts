import type { ConstraintModule } from '../constraint-module.ts';
import { integerLine, stdioLines } from '../promise-kit.ts';

/** Input: n, then the n weights. */
export const zenGardenSum: ConstraintModule = {
  names: { 'weight of each stone': 'w[i]' },
  stdio: {
    names: ['n', 'w'],
    read: (input) => {
      const lines = stdioLines(input);
      const [n] = integerLine(lines[0], 'line 1', 1n) as [bigint];
      return { global: { n, w: integerLine(lines[1], 'line 2 (the weights)', n) } };
    },
  },
};
