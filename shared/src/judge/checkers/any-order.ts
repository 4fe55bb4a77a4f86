import { type Literal, serializeLiteral } from '../literal/index.ts';
import type { Checker } from './checker.ts';
import { sameText } from './exact.ts';
import { parseBoth } from './parse-both.ts';

/** The canonical text of a list with its items sorted (by their own canonical text). */
export function sortedText(
  items: Literal[],
  itemText: (item: Literal) => string = serializeLiteral,
): string {
  return `[${items.map(itemText).sort().join(',')}]`;
}

/** The answer is a list whose order does not matter (e.g. Top K Frequent Elements). */
export const anyOrder: Checker = {
  check(expected, actual) {
    const parsed = parseBoth(expected, actual);
    if (!parsed || !Array.isArray(parsed[0]) || !Array.isArray(parsed[1]))
      return sameText(expected, actual);
    return sortedText(parsed[0]) === sortedText(parsed[1]);
  },
};
