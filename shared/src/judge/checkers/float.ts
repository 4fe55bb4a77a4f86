import type { Literal } from '../literal/index.ts';
import type { Checker } from './checker.ts';
import { sameText } from './exact.ts';
import { parseBoth } from './parse-both.ts';

const tolerance = 1e-5;

function close(expected: number, actual: number): boolean {
  if (Number.isNaN(expected) || Number.isNaN(actual))
    return Number.isNaN(expected) && Number.isNaN(actual);
  const difference = Math.abs(expected - actual);
  return difference <= tolerance || difference <= tolerance * Math.abs(expected);
}

function matches(expected: Literal, actual: Literal): boolean {
  const isNumber = (value: Literal) => typeof value === 'number' || typeof value === 'bigint';
  if (isNumber(expected) && isNumber(actual)) return close(Number(expected), Number(actual));
  if (Array.isArray(expected) && Array.isArray(actual)) {
    return (
      expected.length === actual.length &&
      expected.every((item, index) => matches(item, actual[index]!))
    );
  }
  return expected === actual;
}

/** Numbers match within 1e-5, absolute or relative, anywhere inside nested arrays. */
export const float: Checker = {
  check(expected, actual) {
    const parsed = parseBoth(expected, actual);
    return parsed ? matches(...parsed) : sameText(expected, actual);
  },
};
