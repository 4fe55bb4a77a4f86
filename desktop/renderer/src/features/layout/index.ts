export { AppTopBar } from './app-top-bar.tsx';
export { showsAppChrome } from './chrome-visibility.ts';
export { LandingHeader } from './landing-header.tsx';
export { Logo } from './logo.tsx';
export { NavigationOverlay } from './navigation-overlay.tsx';
export { SiteFooter } from './site-footer.tsx';
export { SkipLink } from './skip-link.tsx';
export { GitHubIcon, LinkedInIcon, XIcon } from './brand-icons.tsx';
