export { LeaderboardView } from './leaderboard-view.tsx';
export { LegendBadge, LegendMedal, isLegend } from './legend-badge.tsx';
export { zenScoreRule } from './zen-score-rule.ts';
