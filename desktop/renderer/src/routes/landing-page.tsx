import {
  ClosingCtaSection,
  DashboardPreviewSection,
  FeaturesSection,
  HeroSection,
} from '@/features/landing/index.ts';
import { LandingHeader } from '@/features/layout/index.ts';
import { DailyProblemCard } from '@/features/review-queue/index.ts';

/** /: hero, the daily problem, six features, the dashboard preview and a closing call to action. */
export function LandingPage() {
  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection />
        <div className="mx-auto max-w-3xl px-4 pb-10 sm:px-6">
          <DailyProblemCard />
        </div>
        <FeaturesSection />
        <DashboardPreviewSection />
        <ClosingCtaSection />
      </main>
      <p className="pb-10 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} ZenCode
      </p>
    </>
  );
}
