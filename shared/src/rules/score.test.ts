import { describe, expect, it } from 'vitest';
import { scorePoints, zenScore } from './score.ts';

describe('scorePoints', () => {
  it('gives 10, 20 and 40 points by difficulty', () => {
    expect(scorePoints('Easy')).toBe(10);
    expect(scorePoints('Medium')).toBe(20);
    expect(scorePoints('Hard')).toBe(40);
  });
});

describe('zenScore', () => {
  it('is 0 with nothing solved', () => {
    expect(zenScore([])).toBe(0);
  });

  it('sums the points of solved problems', () => {
    const solved = [
      { _id: 'two-sum', difficulty: 'Easy' as const },
      { _id: 'lru-cache', difficulty: 'Medium' as const },
      { _id: 'median-of-two-sorted-arrays', difficulty: 'Hard' as const },
    ];
    expect(zenScore(solved)).toBe(70);
  });

  it('counts a problem once however often it appears', () => {
    const twice = [
      { _id: 'two-sum', difficulty: 'Easy' as const },
      { _id: 'two-sum', difficulty: 'Easy' as const },
    ];
    expect(zenScore(twice)).toBe(10);
  });
});
