import {
  ClosingCtaSection,
  DashboardPreviewSection,
  FeaturesSection,
  HeroSection,
} from '@/features/landing/index.ts';
import { LandingHeader } from '@/features/layout/index.ts';

/** /: hero, six features, the dashboard preview and a closing call to action. */
export function LandingPage() {
  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection />
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
