import { HELLO_WORLD_PROGRAMS } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { openingCode, starterCode } from './starter-code.ts';

describe('starterCode', () => {
  const details = {
    boilerplate: { cpp: 'class Solution {};', python: 'class Solution:\n    pass' },
  };

  it("is the problem's boilerplate for the language", () => {
    expect(starterCode(details, 'python')).toBe('class Solution:\n    pass');
  });

  it("falls back to the language's default program", () => {
    expect(starterCode(details, 'java')).toBe(HELLO_WORLD_PROGRAMS.java);
    expect(starterCode(null, 'c')).toBe(HELLO_WORLD_PROGRAMS.c);
  });
});

describe('openingCode', () => {
  it('keeps an edited draft, even an empty one', () => {
    expect(openingCode('x = 1', 'starter')).toEqual({ code: 'x = 1', edited: true });
    expect(openingCode('', 'starter')).toEqual({ code: '', edited: true });
  });

  it('opens the starter code when nothing was edited', () => {
    expect(openingCode(null, 'starter')).toEqual({ code: 'starter', edited: false });
  });
});
