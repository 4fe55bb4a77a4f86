import { ComingSoon } from '@/features/layout/index.ts';

/** /privacy: linked from sign-in and sign-up. */
export function PrivacyPage() {
  return (
    <ComingSoon
      title="Privacy Policy"
      description="How ZenCode handles your account and your submissions."
    />
  );
}
