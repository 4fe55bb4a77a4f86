import { parseLiterals } from '../literal/index.ts';
import type { Checker } from './checker.ts';
import { sameText } from './exact.ts';
import { parseBoth } from './parse-both.ts';

/** Whether `order` ranks the letters as the sorted `words` require, and holds each of their letters once. */
function keepsTheRules(words: string[], order: string): boolean {
  const letters = new Set(words.join(''));
  const rank = new Map<string, number>();
  for (const [index, letter] of [...order].entries()) {
    if (!letters.has(letter) || rank.has(letter)) return false;
    rank.set(letter, index);
  }
  if (rank.size !== letters.size) return false;
  return words.slice(1).every((word, index) => {
    const before = words[index]!;
    const at = [...before].findIndex((letter, position) => letter !== word[position]);
    if (at < 0 || at >= word.length) return before.length <= word.length;
    return rank.get(before[at]!)! < rank.get(word[at]!)!;
  });
}

/**
 * Alien Dictionary: the input is `words`, sorted in an unknown alphabet; any string of their
 * letters, each once, in an order that keeps every adjacent pair sorted is right, and `""` only
 * when no order exists (the reference, which answers `expected`, found none).
 */
export const alienOrder: Checker = {
  check(expected, actual, input) {
    const parsed = parseBoth(expected, actual);
    if (!parsed || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string')
      return sameText(expected, actual);
    const [words] = parseLiterals(input);
    if (!Array.isArray(words) || !words.every((word) => typeof word === 'string'))
      return sameText(expected, actual);
    if (parsed[0] === '') return parsed[1] === '';
    return keepsTheRules(words as string[], parsed[1]);
  },
};
