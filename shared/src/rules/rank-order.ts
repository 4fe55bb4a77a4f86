/** What ranking needs of a user. `scoreReachedAt` is when the current score was reached. */
export interface RankCandidate {
  score: number;
  scoreReachedAt: Date | string | null;
  username: string;
}

const reachedTime = (value: Date | string | null): number => {
  if (value === null) return Number.POSITIVE_INFINITY;
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/**
 * Leaderboard order for Array.prototype.sort: higher score first; on equal scores whoever
 * reached it earlier; then username ascending (case-insensitive, then exact) so the order is total.
 */
export function compareRank(a: RankCandidate, b: RankCandidate): number {
  if (a.score !== b.score) return b.score - a.score;
  const timeA = reachedTime(a.scoreReachedAt);
  const timeB = reachedTime(b.scoreReachedAt);
  if (timeA !== timeB) return timeA < timeB ? -1 : 1;
  const lowerA = a.username.toLowerCase();
  const lowerB = b.username.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a.username < b.username ? -1 : a.username > b.username ? 1 : 0;
}
