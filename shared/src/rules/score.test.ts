import { describe, expect, it } from 'vitest';
import { scorePoints } from './score.ts';

describe('scorePoints', () => {
  it('gives 10, 20 and 40 points by difficulty', () => {
    expect(scorePoints('Easy')).toBe(10);
    expect(scorePoints('Medium')).toBe(20);
    expect(scorePoints('Hard')).toBe(40);
  });
});
