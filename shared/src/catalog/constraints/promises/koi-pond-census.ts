import type { ConstraintModule } from '../constraint-module.ts';
import { integerLine, stdioLines, texts } from '../promise-kit.ts';

/** Input: n, then the n colour names. */
export const koiPondCensus: ConstraintModule = {
  stdio: {
    names: ['n', 'colours'],
    read: (input) => {
      const lines = stdioLines(input);
      const [n] = integerLine(lines[0], 'line 1', 1n) as [bigint];
      const colours = lines[1] ?? [];
      if (BigInt(colours.length) !== n)
        throw new Error(`line 2 (the colours): expected ${n} names, got ${colours.length}`);
      return { global: { n, colours } };
    },
  },
  promises: {
    'Each colour is 1 to 10 lowercase English letters.': ({ values }) => {
      const bad = texts(values.colours).find((colour) => !/^[a-z]{1,10}$/.test(colour));
      return bad === undefined ? null : `${JSON.stringify(bad)} is not 1 to 10 lowercase letters`;
    },
  },
};
