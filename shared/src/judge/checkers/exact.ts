import type { Checker } from './checker.ts';

/** The spec's rule: trim whitespace on both sides, then require exact equality. */
export const exact: Checker = {
  check: (expected, actual) => expected.trim() === actual.trim(),
};
