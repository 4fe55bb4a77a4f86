import { ComingSoon } from '@/features/layout/index.ts';

/** /terms: linked from sign-in and sign-up. */
export function TermsPage() {
  return (
    <ComingSoon title="Terms of Service" description="The terms that apply when you use ZenCode." />
  );
}
