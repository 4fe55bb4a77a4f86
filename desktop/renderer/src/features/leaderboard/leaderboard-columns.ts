/** The table's column headers, in order. */
export const leaderboardHeaders = [
  'User Name',
  'Total Submissions',
  'Total Problems',
  'Rank',
  'Zen Score',
] as const;
// The two totals fold under the name on narrow screens.
export const wideOnly = 'hidden sm:table-cell';
