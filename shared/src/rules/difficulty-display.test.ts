import { describe, expect, it } from 'vitest';
import { shortDifficulty } from './difficulty-display.ts';

describe('shortDifficulty', () => {
  it('shortens Medium only', () => {
    expect(shortDifficulty('Medium')).toBe('Med.');
    expect(shortDifficulty('Easy')).toBe('Easy');
    expect(shortDifficulty('Hard')).toBe('Hard');
  });
});
