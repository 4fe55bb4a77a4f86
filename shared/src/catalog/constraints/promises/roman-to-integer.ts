import type { ConstraintModule } from '../constraint-module.ts';
import { text } from '../promise-kit.ts';

const symbols: [string, number][] = [
  ['M', 1000],
  ['CM', 900],
  ['D', 500],
  ['CD', 400],
  ['C', 100],
  ['XC', 90],
  ['L', 50],
  ['XL', 40],
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
];

/** The standard numeral of a value (III, IV, MCMXCIV). */
function numeral(value: number): string {
  let written = '';
  for (const [symbol, worth] of symbols)
    while (value >= worth) [written, value] = [written + symbol, value - worth];
  return written;
}

export const romanToInteger: ConstraintModule = {
  promises: {
    // A numeral is valid when it is the standard way to write the value it adds up to.
    's is a valid Roman numeral for a value in the range [1, 3999].': ({ values }) => {
      const s = text(values.s);
      const worth = Object.fromEntries(symbols);
      let value = 0;
      for (let index = 0; index < s.length; index++) {
        const [here, next] = [worth[s[index]!] ?? 0, worth[s[index + 1] ?? ''] ?? 0];
        value += here < next ? -here : here;
      }
      return value >= 1 && value <= 3999 && numeral(value) === s
        ? null
        : `${JSON.stringify(s)} is not how a value from 1 to 3999 is written`;
    },
  },
};
