import { SCORE_POINTS, type Difficulty } from '../contract/index.ts';

/** Zen Score points for a first accepted solution: Easy 10, Medium 20, Hard 40. */
export function scorePoints(difficulty: Difficulty): number {
  return SCORE_POINTS[difficulty];
}

/** The Zen Score: the points of every solved problem, each problem counted once. */
export function zenScore(solved: readonly { _id: string; difficulty: Difficulty }[]): number {
  const seen = new Set<string>();
  let score = 0;
  for (const problem of solved) {
    if (seen.has(problem._id)) continue;
    seen.add(problem._id);
    score += scorePoints(problem.difficulty);
  }
  return score;
}
