import { ComingSoon } from '@/features/layout/index.ts';

/** /signin: sign in (built by the accounts work). */
export function SignInPage() {
  return (
    <ComingSoon
      title="Sign in"
      description="Sign in with GitHub, Google or your e-mail address to solve problems, run your code and keep your streak."
    />
  );
}
