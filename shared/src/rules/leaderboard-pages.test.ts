import { describe, expect, it } from 'vitest';
import { movePage, paginationItems } from './leaderboard-pages.ts';

describe('paginationItems', () => {
  it('shows nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, current with neighbours, last and ellipses', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
  });

  it('shows only the gap that exists at the ends', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 'end-ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'start-ellipsis', 9, 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'end-ellipsis', 10]);
  });

  it('marks even a single left-out page with an ellipsis', () => {
    expect(paginationItems(4, 6)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationItems(99, 4)).toEqual([1, 'start-ellipsis', 3, 4]);
  });
});

describe('movePage', () => {
  it('moves within range', () => {
    expect(movePage(1, 2, 3)).toBe(2);
    expect(movePage(3, 1, 3)).toBe(1);
  });

  it('ignores moves out of range', () => {
    expect(movePage(1, 0, 3)).toBe(1);
    expect(movePage(3, 4, 3)).toBe(3);
    expect(movePage(2, 1.5, 3)).toBe(2);
    expect(movePage(1, 2, 0)).toBe(1);
  });
});
