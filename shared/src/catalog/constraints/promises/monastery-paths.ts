import type { ConstraintModule } from '../constraint-module.ts';
import { integerLine, stdioLines } from '../promise-kit.ts';

/** Input: n and m, then m lines `a b w`, one path each (a scope per path). */
export const monasteryPaths: ConstraintModule = {
  stdio: {
    names: ['n', 'm', 'a', 'b', 'w'],
    read: (input) => {
      const lines = stdioLines(input);
      const [n, m] = integerLine(lines[0], 'line 1', 2n) as [bigint, bigint];
      if (BigInt(lines.length - 1) !== m)
        throw new Error(`expected ${m} path lines, got ${lines.length - 1}`);
      const scopes = lines.slice(1).map((tokens, index) => {
        const [a, b, w] = integerLine(tokens, `line ${index + 2}`, 3n) as [bigint, bigint, bigint];
        return { label: `path ${index + 1}`, values: { a, b, w } };
      });
      return { global: { n, m }, scopes };
    },
  },
};
