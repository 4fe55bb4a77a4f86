import { ComingSoon } from '@/features/layout/index.ts';

/** /profile/{username}: own or public profile (built by the profile work). */
export function ProfilePage() {
  return (
    <ComingSoon
      title="Profile"
      description="Zen Score, rank, solved problems by difficulty, recent submissions and a year of activity."
    />
  );
}
