import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  defaultProblemListParams,
  narrowsList,
  parseProblemListParams,
  serializeProblemListParams,
} from './problem-list-params.ts';

describe('problem list params', () => {
  it('defaults to all problems in the grid on page 1', () => {
    expect(parseProblemListParams(new URLSearchParams())).toEqual({
      search: '',
      difficulty: 'All',
      tag: '',
      solved: 'All',
      pattern: '',
      sort: 'number',
      order: 'asc',
      view: 'grid',
      page: 1,
    });
    expect(serializeProblemListParams(defaultProblemListParams).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const params = {
      search: 'two sum',
      difficulty: 'Hard',
      tag: 'Hash Table',
      solved: 'Unsolved',
      pattern: 'sliding-window',
      sort: 'acceptance',
      order: 'desc',
      view: 'list',
      page: 3,
    } as const;
    const query = serializeProblemListParams(params);
    expect(query.toString()).toBe(
      'q=two+sum&difficulty=Hard&tag=Hash+Table&solved=unsolved&pattern=sliding-window&sort=acceptance&order=desc&view=list&page=3',
    );
    expect(parseProblemListParams(query)).toEqual(params);
  });

  it('reads a difficulty or solved filter whatever its case', () => {
    expect(parseProblemListParams(new URLSearchParams('difficulty=hard')).difficulty).toBe('Hard');
    expect(parseProblemListParams(new URLSearchParams('difficulty=EASY')).difficulty).toBe('Easy');
    expect(parseProblemListParams(new URLSearchParams('solved=Solved')).solved).toBe('Solved');
  });

  it('ignores values it does not know', () => {
    const parsed = parseProblemListParams(
      new URLSearchParams('difficulty=Impossible&view=table&page=-2'),
    );
    expect(parsed).toMatchObject({ difficulty: 'All', view: 'grid', page: 1 });
    expect(parseProblemListParams(new URLSearchParams('page=abc')).page).toBe(1);
    expect(parseProblemListParams(new URLSearchParams('solved=maybe')).solved).toBe('All');
    expect(
      parseProblemListParams(new URLSearchParams('pattern=magic&sort=luck&order=up')),
    ).toMatchObject({ pattern: '', sort: 'number', order: 'asc' });
  });

  it('counts a filter as narrowing the list, the solved one only when solved problems are known', () => {
    expect(narrowsList(defaultProblemListParams, true)).toBe(false);
    expect(narrowsList({ ...defaultProblemListParams, ...clearedFilters }, true)).toBe(false);
    for (const patch of [
      { search: 'sum' },
      { difficulty: 'Easy' },
      { tag: 'array' },
      { pattern: 'two-pointers' },
    ] as const) {
      expect(narrowsList({ ...defaultProblemListParams, ...patch }, false)).toBe(true);
    }
    expect(narrowsList({ ...defaultProblemListParams, solved: 'Solved' }, true)).toBe(true);
    expect(narrowsList({ ...defaultProblemListParams, solved: 'Solved' }, false)).toBe(false);
  });
});
