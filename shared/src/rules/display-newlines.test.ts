import { describe, expect, it } from 'vitest';
import { displayNewlines } from './display-newlines.ts';

describe('displayNewlines', () => {
  it('turns escaped newlines into line breaks', () => {
    expect(displayNewlines('3\\n1 2 3')).toBe('3\n1 2 3');
    expect(displayNewlines('a\\r\\nb')).toBe('a\nb');
  });

  it('keeps real newlines and other text', () => {
    expect(displayNewlines('a\nb')).toBe('a\nb');
    expect(displayNewlines('tab\\t stays')).toBe('tab\\t stays');
    expect(displayNewlines('')).toBe('');
  });
});
