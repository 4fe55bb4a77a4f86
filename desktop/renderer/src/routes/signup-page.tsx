import { ComingSoon } from '@/features/layout/index.ts';

/** /signup: create an account (built by the accounts work). */
export function SignUpPage() {
  return (
    <ComingSoon
      title="Create account"
      description="Create a free account with GitHub, Google or your e-mail address and start solving."
    />
  );
}
