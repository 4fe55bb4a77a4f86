import { describe, expect, it } from 'vitest';
import { problemSlug } from './problem-slug.ts';

describe('problemSlug', () => {
  it.each([
    ['Two Sum', 'two-sum'],
    ['LRU Cache', 'lru-cache'],
    ['Pow(x, n)', 'pow-x-n'],
    ["Pascal's Triangle", 'pascals-triangle'],
    ['  3Sum Closest  ', '3sum-closest'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Best Time to Buy and Sell Stock II', 'best-time-to-buy-and-sell-stock-ii'],
  ])('turns %j into %j', (name, slug) => {
    expect(problemSlug(name)).toBe(slug);
  });

  it('gives an empty slug when nothing usable is left', () => {
    expect(problemSlug('???')).toBe('');
  });
});
