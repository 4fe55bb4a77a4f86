import { describe, expect, it } from 'vitest';
import { outputsMatch } from './output-compare.ts';

describe('outputsMatch', () => {
  it('ignores surrounding whitespace on both sides', () => {
    expect(outputsMatch('[0,1]\n', '[0,1]')).toBe(true);
    expect(outputsMatch('  42', '42\r\n')).toBe(true);
    expect(outputsMatch('\n\t', '')).toBe(true);
  });

  it('requires exact equality inside', () => {
    expect(outputsMatch('[0, 1]', '[0,1]')).toBe(false);
    expect(outputsMatch('Yes', 'yes')).toBe(false);
    expect(outputsMatch('1\n2', '1 2')).toBe(false);
    expect(outputsMatch('1\r\n2', '1\n2')).toBe(false);
  });
});
