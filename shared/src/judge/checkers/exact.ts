import type { Checker } from './checker.ts';

/** The product's rule: trim whitespace on both sides, then require exact equality. */
export function sameText(expected: string, actual: string): boolean {
  return expected.trim() === actual.trim();
}

export const exact: Checker = { check: sameText };
