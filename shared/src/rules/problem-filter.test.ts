import { describe, expect, it } from 'vitest';
import { filterProblems } from './problem-filter.ts';

const problems = [
  { name: 'Two Sum', statement: 'Find two numbers adding to target.', difficulty: 'Easy' },
  { name: 'LRU Cache', statement: 'Design a least recently used cache.', difficulty: 'Medium' },
  { name: 'Trapping Rain Water', statement: 'Compute trapped WATER.', difficulty: 'Hard' },
  { name: 'Valid Parentheses', statement: 'Check brackets.', difficulty: 'Easy' },
];
const names = (list: typeof problems) => list.map((p) => p.name);

describe('filterProblems', () => {
  it('returns everything for an empty or blank query and All', () => {
    expect(filterProblems(problems, '')).toHaveLength(4);
    expect(filterProblems(problems, '   ', 'All')).toHaveLength(4);
  });

  it('matches the name case-insensitively', () => {
    expect(names(filterProblems(problems, 'two SUM'))).toEqual(['Two Sum']);
  });

  it('matches the statement case-insensitively', () => {
    expect(names(filterProblems(problems, 'water'))).toEqual(['Trapping Rain Water']);
    expect(names(filterProblems(problems, 'BRACKETS'))).toEqual(['Valid Parentheses']);
  });

  it('filters by exact difficulty', () => {
    expect(names(filterProblems(problems, '', 'Easy'))).toEqual(['Two Sum', 'Valid Parentheses']);
    expect(names(filterProblems(problems, 'cache', 'Hard'))).toEqual([]);
  });

  it('gives nothing when nothing matches', () => {
    expect(filterProblems(problems, 'graph')).toEqual([]);
  });
});
