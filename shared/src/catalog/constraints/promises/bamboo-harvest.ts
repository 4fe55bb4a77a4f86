import type { ConstraintModule } from '../constraint-module.ts';
import { integerLine, stdioLines } from '../promise-kit.ts';

/** Input: n and m, then the n heights. */
export const bambooHarvest: ConstraintModule = {
  stdio: {
    names: ['n', 'm', 'h'],
    read: (input) => {
      const lines = stdioLines(input);
      const [n, m] = integerLine(lines[0], 'line 1', 2n) as [bigint, bigint];
      return { global: { n, m, h: integerLine(lines[1], 'line 2 (the heights)', n) } };
    },
  },
};
