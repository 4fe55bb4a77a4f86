import { describe, expect, it } from 'vitest';
import { problemNeighbours } from './problem-neighbours.ts';

const list = [{ _id: 'two-sum' }, { _id: 'valid-parentheses' }, { _id: 'lru-cache' }];

describe('problemNeighbours', () => {
  it('gives both neighbours in the middle', () => {
    expect(problemNeighbours(list, 'valid-parentheses')).toEqual({
      previous: 'two-sum',
      next: 'lru-cache',
    });
  });

  it('has no previous at the start and no next at the end', () => {
    expect(problemNeighbours(list, 'two-sum')).toEqual({
      previous: null,
      next: 'valid-parentheses',
    });
    expect(problemNeighbours(list, 'lru-cache')).toEqual({
      previous: 'valid-parentheses',
      next: null,
    });
  });

  it('has neither for a single problem, an unknown id or an empty list', () => {
    expect(problemNeighbours([{ _id: 'a' }], 'a')).toEqual({ previous: null, next: null });
    expect(problemNeighbours(list, 'missing')).toEqual({ previous: null, next: null });
    expect(problemNeighbours([], 'a')).toEqual({ previous: null, next: null });
  });
});
