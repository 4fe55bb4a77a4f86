import { SCORE_POINTS } from '@zencode/shared/contract';

/** The points rule as the leaderboard's tooltip words it (README, section 'Zen Score'). */
export const zenScoreRule = `Easy ${SCORE_POINTS.Easy}, Medium ${SCORE_POINTS.Medium}, Hard ${SCORE_POINTS.Hard} points for the first Accepted solution of each problem. Ties go to whoever reached the score first.`;
