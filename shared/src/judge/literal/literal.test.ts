import { describe, expect, it } from 'vitest';
import { LiteralSyntaxError } from './literal.ts';
import { parseLiteral, parseLiterals } from './parse-literal.ts';
import { formatDouble, serializeLiteral } from './serialize-literal.ts';

describe('parseLiteral', () => {
  it('reads integers as bigints, including negatives and 64-bit values', () => {
    expect(parseLiteral('42')).toBe(42n);
    expect(parseLiteral('-7')).toBe(-7n);
    expect(parseLiteral('9223372036854775807')).toBe(9223372036854775807n);
    expect(parseLiteral('-9223372036854775808')).toBe(-9223372036854775808n);
  });

  it('reads doubles, booleans and null', () => {
    expect(parseLiteral('2.5')).toBe(2.5);
    expect(parseLiteral('-1e-3')).toBe(-0.001);
    expect(parseLiteral('1E5')).toBe(100000);
    expect(parseLiteral('true')).toBe(true);
    expect(parseLiteral('false')).toBe(false);
    expect(parseLiteral('null')).toBeNull();
  });

  it('reads strings with JSON escapes and chars in either quote', () => {
    expect(parseLiteral('"a\\"b\\\\c\\n\\u00e9"')).toBe('a"b\\c\né');
    expect(parseLiteral("'x'")).toBe('x');
    expect(parseLiteral('"x"')).toBe('x');
    expect(parseLiteral('""')).toBe('');
    expect(parseLiteral('"a b"')).toBe('a b');
  });

  it('reads nested arrays with spaces anywhere', () => {
    expect(parseLiteral('[ [1, 2] ,[ ], [null,"a"] ]')).toEqual([[1n, 2n], [], [null, 'a']]);
    expect(parseLiteral('[["5","3","."],[".","9","8"]]')).toEqual([
      ['5', '3', '.'],
      ['.', '9', '8'],
    ]);
  });

  it('rejects malformed text with an offset', () => {
    for (const bad of ['[1,2', '[1 2]', '"open', 'nul', '1 2', '', '[1,]', '"\\q"', '+1']) {
      expect(() => parseLiteral(bad), bad).toThrow(LiteralSyntaxError);
    }
  });
});

describe('parseLiterals', () => {
  it('reads one literal per line', () => {
    expect(parseLiterals('[2,7,11,15]\n9\n')).toEqual([[2n, 7n, 11n, 15n], 9n]);
    expect(parseLiterals('["MinStack","push"]\r\n[[],[-2]]')).toEqual([
      ['MinStack', 'push'],
      [[], [-2n]],
    ]);
    expect(parseLiterals('  \n')).toEqual([]);
  });
});

describe('serializeLiteral', () => {
  it('writes the compact LeetCode form', () => {
    expect(serializeLiteral([0n, 1n])).toBe('[0,1]');
    expect(serializeLiteral([[1n], []])).toBe('[[1],[]]');
    expect(serializeLiteral([null, -3n, true, false])).toBe('[null,-3,true,false]');
    expect(serializeLiteral(['a"b', 'é\n'])).toBe('["a\\"b","é\\n"]');
    expect(serializeLiteral(2)).toBe('2.00000');
    expect(serializeLiteral(-9223372036854775808n)).toBe('-9223372036854775808');
  });

  it('formats doubles with five decimals and no negative zero', () => {
    expect(formatDouble(1 / 3)).toBe('0.33333');
    expect(formatDouble(-0.000001)).toBe('0.00000');
    expect(formatDouble(2.5)).toBe('2.50000');
  });

  it('round-trips through the parser', () => {
    for (const text of ['[[1,2],[3]]', '["a","\\\\"]', '[true,null,-5]', '"\\t"', '[]']) {
      expect(serializeLiteral(parseLiteral(text))).toBe(text);
    }
  });
});
