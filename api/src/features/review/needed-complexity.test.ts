import { describe, expect, it } from 'vitest';
import { largestInputSize, neededComplexity, readBound } from './needed-complexity.ts';

describe('needed complexity', () => {
  it('reads the bounds constraints are written with', () => {
    expect(readBound('10^4')).toBe(10_000);
    expect(readBound(' 10⁵')).toBe(100_000);
    expect(readBound('5 * 10^4')).toBe(50_000);
    expect(readBound('3 x 10^4')).toBe(30_000);
    expect(readBound('10,000')).toBe(10_000);
    expect(readBound('200')).toBe(200);
    expect(readBound('target')).toBeNull();
  });

  it('takes the largest size, never a value', () => {
    expect(
      largestInputSize([
        '2 <= nums.length <= 10^4',
        '-10^9 <= nums[i] <= 10^9',
        '-10^9 <= target <= 10^9',
        'Exactly one pair of indices adds up to target.',
      ]),
    ).toEqual({ size: 10_000, constraint: '2 <= nums.length <= 10^4' });
    expect(largestInputSize(['1 <= n <= 20', '0 <= s.length <= 5 * 10^4'])?.size).toBe(50_000);
    expect(largestInputSize(['-10^9 <= x <= 10^9'])).toBeNull();
  });

  it('advises the slowest complexity that fits about 10^8 steps', () => {
    expect(neededComplexity(['2 <= nums.length <= 10^4'])).toContain('**O(n^2)** or better');
    expect(neededComplexity(['1 <= s.length <= 10^5'])).toContain(
      '**O(n log n)** or better; O(n^2) would take too long',
    );
    expect(neededComplexity(['1 <= n <= 20'])).toContain('**O(2^n)** or better');
    expect(neededComplexity(['1 <= nums.length <= 10^9'])).toContain('**O(n)**');
    expect(neededComplexity(['-10^9 <= x <= 10^9'])).toBeNull();
  });
});
