import { type Literal, serializeLiteral } from '../literal/index.ts';
import { sortedText } from './any-order.ts';
import type { Checker } from './checker.ts';
import { sameText } from './exact.ts';
import { parseBoth } from './parse-both.ts';

function innerSorted(item: Literal): string {
  return Array.isArray(item) ? sortedText(item) : serializeLiteral(item);
}

/** A list of lists where neither level's order matters (3Sum, Group Anagrams). */
export const anyOrderNested: Checker = {
  check(expected, actual) {
    const parsed = parseBoth(expected, actual);
    if (!parsed || !Array.isArray(parsed[0]) || !Array.isArray(parsed[1]))
      return sameText(expected, actual);
    return sortedText(parsed[0], innerSorted) === sortedText(parsed[1], innerSorted);
  },
};
