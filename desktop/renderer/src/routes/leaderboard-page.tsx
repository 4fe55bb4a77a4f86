import { LeaderboardView } from '@/features/leaderboard/index.ts';

/** /leaderboard: ranking by Zen Score. */
export function LeaderboardPage() {
  return <LeaderboardView />;
}
