import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  grace   brewster hopper ', 'GB'],
    ['émile zola', 'ÉZ'],
    ['😀 smile', '😀S'],
  ])('gives %j for %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it.each(['', '   ', null, undefined])('falls back to U for %j', (name) => {
    expect(initials(name)).toBe('U');
  });
});
