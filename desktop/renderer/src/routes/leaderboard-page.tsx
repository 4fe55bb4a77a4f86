import { ComingSoon } from '@/features/layout/index.ts';

/** /leaderboard: ranking by Zen Score (built by the leaderboard work). */
export function LeaderboardPage() {
  return (
    <ComingSoon
      title="Leaderboard"
      description="The Zen Legends and everyone else, ranked by Zen Score."
    />
  );
}
