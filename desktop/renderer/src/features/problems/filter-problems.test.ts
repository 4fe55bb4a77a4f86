import type { Problem } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { collectTags, filterProblems, numberedFirst, numberProblems } from './filter-problems.ts';

const problem = (
  id: string,
  name: string,
  statement: string,
  difficulty: Problem['difficulty'],
  tags: string[],
): Problem => ({
  _id: id,
  name,
  statement,
  code: '',
  difficulty,
  tags,
});

const problems = [
  problem('two-sum', 'Two Sum', 'Find two indices whose values add up to target.', 'Easy', [
    'Array',
    'Hash Table',
  ]),
  problem('lru-cache', 'LRU Cache', 'Design a least recently used cache.', 'Medium', [
    'Design',
    'Hash Table',
  ]),
  problem(
    'median',
    'Median of Two Sorted Arrays',
    'Return the MEDIAN of two sorted arrays.',
    'Hard',
    ['Array', 'Binary Search'],
  ),
];
const ids = (list: Problem[]) => list.map((p) => p._id);
const all = { search: '', difficulty: 'All', tag: '', solved: 'All', pattern: '' } as const;

describe('filterProblems', () => {
  it('returns everything without filters', () => {
    expect(ids(filterProblems(problems, all))).toEqual(['two-sum', 'lru-cache', 'median']);
  });

  it('searches name or statement, case-insensitively, ignoring surrounding spaces', () => {
    expect(ids(filterProblems(problems, { ...all, search: '  two ' }))).toEqual([
      'two-sum',
      'median',
    ]);
    expect(ids(filterProblems(problems, { ...all, search: 'median' }))).toEqual(['median']);
    expect(ids(filterProblems(problems, { ...all, search: 'RECENTLY' }))).toEqual(['lru-cache']);
    expect(filterProblems(problems, { ...all, search: 'graph' })).toEqual([]);
  });

  it('matches difficulty exactly', () => {
    expect(ids(filterProblems(problems, { ...all, difficulty: 'Medium' }))).toEqual(['lru-cache']);
    expect(ids(filterProblems(problems, { ...all, difficulty: 'Hard', search: 'two' }))).toEqual([
      'median',
    ]);
  });

  it('filters by tag', () => {
    expect(ids(filterProblems(problems, { ...all, tag: 'Hash Table' }))).toEqual([
      'two-sum',
      'lru-cache',
    ]);
    expect(ids(filterProblems(problems, { ...all, tag: 'Array', difficulty: 'Easy' }))).toEqual([
      'two-sum',
    ]);
  });
});

describe('solved filter', () => {
  const solved = new Set(['lru-cache']);

  it('keeps solved or unsolved problems for a signed-in user', () => {
    expect(ids(filterProblems(problems, { ...all, solved: 'Solved' }, solved))).toEqual([
      'lru-cache',
    ]);
    expect(ids(filterProblems(problems, { ...all, solved: 'Unsolved' }, solved))).toEqual([
      'two-sum',
      'median',
    ]);
    expect(
      ids(filterProblems(problems, { ...all, solved: 'Unsolved', difficulty: 'Easy' }, solved)),
    ).toEqual(['two-sum']);
  });

  it('filters nothing for a visitor, who has no solved list', () => {
    expect(filterProblems(problems, { ...all, solved: 'Solved' }, null)).toHaveLength(3);
  });
});

describe('numberProblems', () => {
  it('keeps the problems of the chosen pattern', () => {
    const patternOf = new Map([
      ['two-sum', 'arrays-hashing'],
      ['lru-cache', 'linked-list'],
      ['median', null],
    ] as const);
    expect(
      ids(filterProblems(problems, { ...all, pattern: 'linked-list' }, null, patternOf)),
    ).toEqual(['lru-cache']);
    expect(ids(filterProblems(problems, all, null, patternOf))).toHaveLength(3);
  });

  it('numbers the catalogue from 1 in its order', () => {
    const numbers = numberProblems(problems);
    expect([...numbers]).toEqual([
      ['two-sum', 1],
      ['lru-cache', 2],
      ['median', 3],
    ]);
  });
});

describe('collectTags', () => {
  it('lists each tag once, sorted', () => {
    expect(collectTags(problems)).toEqual(['Array', 'Binary Search', 'Design', 'Hash Table']);
    expect(collectTags([])).toEqual([]);
  });
});

describe('a search for a number', () => {
  const numbers = numberProblems(problems);
  const search = (text: string) =>
    ids(
      numberedFirst(
        filterProblems(problems, { ...all, search: text }, null, new Map(), numbers),
        text,
        numbers,
      ),
    );

  it('finds the problem with that number first, with the text matches after it', () => {
    expect(search('2')).toEqual(['lru-cache']);
    expect(search('#3')).toEqual(['median']);
    const mentionsOne = problem('one', 'Pick 1', 'Return 1.', 'Easy', []);
    const withOne = [mentionsOne, ...problems];
    const numbered = numberProblems(withOne);
    const found = filterProblems(withOne, { ...all, search: '2' }, null, new Map(), numbered);
    expect(ids(numberedFirst(found, '2', numbered))).toEqual(['two-sum']);
  });

  it('keeps the difficulty filter', () => {
    const numbered = filterProblems(
      problems,
      { ...all, search: '2', difficulty: 'Easy' },
      null,
      new Map(),
      numbers,
    );
    expect(ids(numbered)).toEqual([]);
  });
});
