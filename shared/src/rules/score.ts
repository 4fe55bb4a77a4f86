import { SCORE_POINTS, type Difficulty } from '../contract/index.ts';

/** Zen Score points for a first accepted solution: Easy 10, Medium 20, Hard 40. */
export function scorePoints(difficulty: Difficulty): number {
  return SCORE_POINTS[difficulty];
}
