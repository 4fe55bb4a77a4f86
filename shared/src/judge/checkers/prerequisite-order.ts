import { type Literal, parseLiterals } from '../literal/index.ts';
import type { Checker } from './checker.ts';
import { sameText } from './exact.ts';
import { parseBoth } from './parse-both.ts';

function isIndex(value: Literal, count: number): value is bigint {
  return typeof value === 'bigint' && value >= 0n && value < BigInt(count);
}

/**
 * Course Schedule II: the input is `numCourses` and `prerequisites` (pairs [a, b]: b before a);
 * any order of all the courses that keeps every pair is right, and `[]` only when none exists
 * (the reference, which answers `expected`, found none).
 */
export const prerequisiteOrder: Checker = {
  check(expected, actual, input) {
    const parsed = parseBoth(expected, actual);
    if (!parsed || !Array.isArray(parsed[0]) || !Array.isArray(parsed[1]))
      return sameText(expected, actual);
    const [count, pairs] = parseLiterals(input);
    if (typeof count !== 'bigint' || !Array.isArray(pairs)) return sameText(expected, actual);
    const courses = Number(count);
    const order = parsed[1];
    if (parsed[0].length === 0) return order.length === 0;
    if (order.length !== courses) return false;
    const position = new Map<bigint, number>();
    for (const [index, course] of order.entries()) {
      if (!isIndex(course, courses) || position.has(course)) return false;
      position.set(course, index);
    }
    return pairs.every(
      (pair) =>
        Array.isArray(pair) && position.get(pair[1] as bigint)! < position.get(pair[0] as bigint)!,
    );
  },
};
