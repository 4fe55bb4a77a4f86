import { LegalPage } from '@/features/auth/index.ts';

/** /terms: linked from sign-in and sign-up. */
export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="November 2026">
      <section>
        <h2>Using ZenCode</h2>
        <p>
          ZenCode is a place to practise programming: browse problems, run your code and submit
          solutions. You may use it for learning, teaching and interview preparation.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself and tell us if you think someone else used your account.
          One person, one account: scores and ranks are meant to reflect your own work.
        </p>
      </section>
      <section>
        <h2>Your code</h2>
        <p>
          The code you write stays yours. We store your submissions so that you can see them again
          and so that your profile can count what you solved.
        </p>
      </section>
      <section>
        <h2>Fair use</h2>
        <p>
          Do not try to break out of the sandbox that runs your code, overload the judge, or read
          other people&apos;s data. We may suspend accounts that do.
        </p>
      </section>
    </LegalPage>
  );
}
