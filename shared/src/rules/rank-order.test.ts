import { describe, expect, it } from 'vitest';
import { compareRank, type RankCandidate } from './rank-order.ts';

const user = (username: string, score: number, scoreReachedAt: string | null): RankCandidate => ({
  username,
  score,
  scoreReachedAt,
});

const order = (users: RankCandidate[]) => [...users].sort(compareRank).map((u) => u.username);

describe('compareRank', () => {
  it('puts higher scores first', () => {
    expect(order([user('a', 10, null), user('b', 40, null), user('c', 20, null)])).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('breaks equal scores by who reached them first', () => {
    const users = [
      user('late', 30, '2025-03-02T10:00:00Z'),
      user('early', 30, '2025-03-01T10:00:00Z'),
    ];
    expect(order(users)).toEqual(['early', 'late']);
  });

  it('accepts Date values and puts a missing time last', () => {
    const users: RankCandidate[] = [
      { username: 'never', score: 0, scoreReachedAt: null },
      { username: 'dated', score: 0, scoreReachedAt: new Date('2025-01-01T00:00:00Z') },
    ];
    expect(order(users)).toEqual(['dated', 'never']);
  });

  it('breaks full ties by username ascending, ignoring case first', () => {
    const at = '2025-03-01T00:00:00Z';
    expect(order([user('bob', 10, at), user('Alice', 10, at), user('alice', 10, at)])).toEqual([
      'Alice',
      'alice',
      'bob',
    ]);
  });

  it('returns 0 only for the same user', () => {
    expect(compareRank(user('a', 1, null), user('a', 1, null))).toBe(0);
  });
});
