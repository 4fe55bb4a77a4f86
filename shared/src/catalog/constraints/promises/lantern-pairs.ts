import type { ConstraintModule } from '../constraint-module.ts';
import { integerLine, stdioLines } from '../promise-kit.ts';

/** Input: n, then the n brightness values. */
export const lanternPairs: ConstraintModule = {
  stdio: {
    names: ['n', 'b'],
    read: (input) => {
      const lines = stdioLines(input);
      const [n] = integerLine(lines[0], 'line 1', 1n) as [bigint];
      return { global: { n, b: integerLine(lines[1], 'line 2 (the brightness values)', n) } };
    },
  },
};
