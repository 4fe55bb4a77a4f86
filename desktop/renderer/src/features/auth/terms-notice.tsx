import { LegalLinks } from './legal-links.tsx';

/** The notice under the sign-in and sign-up forms, linking /terms and /privacy. */
export function TermsNotice() {
  return (
    <p className="mt-6 text-center text-xs leading-relaxed text-muted-foreground">
      By continuing, you agree to our{' '}
      <LegalLinks linkClassName="underline underline-offset-4 hover:text-foreground" />.
    </p>
  );
}
