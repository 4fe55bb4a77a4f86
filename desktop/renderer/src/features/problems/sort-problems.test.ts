import type { Problem, ProblemStats } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  acceptanceRate,
  formatAcceptance,
  sortOnHeaderClick,
  sortProblems,
} from './sort-problems.ts';

const problem = (id: string, name: string, difficulty: Problem['difficulty']): Problem => ({
  _id: id,
  name,
  statement: '',
  code: '',
  difficulty,
  tags: [],
});
const problems = [
  problem('a', 'Two Sum', 'Easy'),
  problem('b', 'add binary', 'Hard'),
  problem('c', 'Climbing Stairs', 'Medium'),
  problem('d', 'Zigzag', 'Easy'),
];
const numbers = new Map(problems.map((p, index) => [p._id, index + 1]));
const stat = (problemId: string, submitted: number, accepted: number): ProblemStats => ({
  problemId,
  pattern: null,
  submitted,
  accepted,
});
const stats = new Map([
  ['a', stat('a', 10, 5)],
  ['b', stat('b', 4, 1)],
  ['c', stat('c', 0, 0)],
  ['d', stat('d', 2, 2)],
]);
const ids = (sorted: Problem[]) => sorted.map((p) => p._id).join('');

describe('sortProblems', () => {
  it('sorts by number, title (case-insensitive) and difficulty, both ways', () => {
    expect(ids(sortProblems(problems, 'number', 'desc', numbers, stats))).toBe('dcba');
    expect(ids(sortProblems(problems, 'title', 'asc', numbers, stats))).toBe('bcad');
    // Ties keep catalogue order, also descending.
    expect(ids(sortProblems(problems, 'difficulty', 'asc', numbers, stats))).toBe('adcb');
    expect(ids(sortProblems(problems, 'difficulty', 'desc', numbers, stats))).toBe('bcad');
  });

  it('sorts by acceptance, problems without submissions last either way', () => {
    expect(ids(sortProblems(problems, 'acceptance', 'desc', numbers, stats))).toBe('dabc');
    expect(ids(sortProblems(problems, 'acceptance', 'asc', numbers, stats))).toBe('badc');
  });
});

describe('acceptance', () => {
  it('is accepted ÷ submitted, shown with one decimal, a dash without submissions', () => {
    expect(acceptanceRate(stat('x', 3, 1))).toBeCloseTo(1 / 3);
    expect(formatAcceptance(acceptanceRate(stat('x', 3, 1)))).toBe('33.3%');
    expect(formatAcceptance(acceptanceRate(stat('x', 0, 0)))).toBe('—');
    expect(formatAcceptance(acceptanceRate(undefined))).toBe('—');
  });
});

describe('sortOnHeaderClick', () => {
  it('turns the order round on the column already sorted by', () => {
    expect(sortOnHeaderClick({ sort: 'title', order: 'asc' }, 'title')).toEqual({
      sort: 'title',
      order: 'desc',
    });
    expect(sortOnHeaderClick({ sort: 'title', order: 'desc' }, 'title')).toEqual({
      sort: 'title',
      order: 'asc',
    });
  });

  it('starts another column ascending, acceptance from the highest', () => {
    expect(sortOnHeaderClick({ sort: 'number', order: 'desc' }, 'difficulty')).toEqual({
      sort: 'difficulty',
      order: 'asc',
    });
    expect(sortOnHeaderClick({ sort: 'number', order: 'asc' }, 'acceptance')).toEqual({
      sort: 'acceptance',
      order: 'desc',
    });
  });
});
