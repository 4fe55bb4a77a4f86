export { ClosingCtaSection } from './closing-cta-section.tsx';
export { DashboardPreviewSection } from './dashboard-preview-section.tsx';
export { FeaturesSection } from './features-section.tsx';
export { HeroSection } from './hero-section.tsx';
