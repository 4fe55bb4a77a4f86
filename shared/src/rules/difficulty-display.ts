import type { Difficulty } from '../contract/index.ts';

/** Difficulty as list rows and the sidebar show it: Medium is shortened to 'Med.'. */
export function shortDifficulty(difficulty: Difficulty): string {
  return difficulty === 'Medium' ? 'Med.' : difficulty;
}
