import type { ComponentType, SVGProps } from 'react';
import { GitHubIcon, LinkedInIcon, XIcon } from './brand-icons.tsx';

export interface SocialLink {
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/**
 * The footer's social links. A deployment points them at its own accounts through VITE_SOCIAL_*
 * at build time; without that they lead to the networks' home pages.
 */
export const socialLinks: readonly SocialLink[] = [
  {
    label: 'GitHub',
    href: import.meta.env.VITE_SOCIAL_GITHUB_URL || 'https://github.com/',
    icon: GitHubIcon,
  },
  {
    label: 'X (Twitter)',
    href: import.meta.env.VITE_SOCIAL_TWITTER_URL || 'https://x.com/',
    icon: XIcon,
  },
  {
    label: 'LinkedIn',
    href: import.meta.env.VITE_SOCIAL_LINKEDIN_URL || 'https://www.linkedin.com/',
    icon: LinkedInIcon,
  },
];
