import { LegalPage } from '@/features/auth/index.ts';

/** /privacy: linked from sign-in and sign-up. */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <section>
        <h2>What we keep</h2>
        <p>
          Your e-mail address, name, username, avatar and social links, your submissions and the
          activity that builds your heatmap, streak and Zen Score. Passwords are stored only as
          salted hashes.
        </p>
      </section>
      <section>
        <h2>What others see</h2>
        <p>
          With a public profile, others see your name, username, avatar, links, score, rank and
          activity, never your e-mail address or your code. A private profile is seen only by you.
        </p>
      </section>
      <section>
        <h2>E-mail</h2>
        <p>
          We write to you only to verify your address and to reset your password. No newsletters, no
          trackers, no selling of data.
        </p>
      </section>
      <section>
        <h2>GitHub and Google</h2>
        <p>
          When you sign in with GitHub or Google we read your verified e-mail address and your name
          to create or find your account, nothing more.
        </p>
      </section>
    </LegalPage>
  );
}
