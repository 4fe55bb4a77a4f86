import { describe, expect, it } from 'vitest';
import { firstDifference } from './first-difference.ts';

describe('firstDifference', () => {
  it('names the first character that differs, with both sides around it', () => {
    expect(firstDifference('[1,2]', '[0,1]')).toBe(
      'They first differ at character 2: expected `[1,2]`, your answer has `[0,1]`.',
    );
    expect(firstDifference('3\n4\n5', '3\n4\n6')).toBe(
      'They first differ at line 3, column 1: expected `3\n4\n5`, your answer has `3\n4\n6`.',
    );
  });

  it('says when an answer is short or runs on, and nothing when equal', () => {
    expect(firstDifference('[1,2]', '[1,')).toMatch(/^Your answer stops short at character 4/);
    expect(firstDifference('ab', 'abc')).toMatch(/^Your answer goes on past the expected end/);
    expect(firstDifference('same', 'same')).toBeNull();
  });

  it('quotes only a few characters around a difference in a long answer', () => {
    const expected = `[${'1,'.repeat(100)}2]`;
    const actual = `[${'1,'.repeat(100)}3]`;
    expect(firstDifference(expected, actual)).toBe(
      'They first differ at character 202: expected `…1,1,1,1,1,1,2]`, your answer has `…1,1,1,1,1,1,3]`.',
    );
  });
});
