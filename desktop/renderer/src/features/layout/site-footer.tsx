import { pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth/index.ts';
import { desktopApi } from '@/lib/platform.ts';
import { Logo } from './logo.tsx';
import { socialLinks } from './social-links.ts';

const productLinks = [
  { to: pageRoutes.problems, label: 'Problems' },
  { to: pageRoutes.leaderboard, label: 'Leaderboard' },
  { to: pageRoutes.profile, label: 'Profile' },
] as const;

/** Product links (to /signup for visitors), social links and the copyright with the current year. */
export function SiteFooter() {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const desktop = desktopApi();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            A calm, distraction-free coding platform for deep focus and skill growth.
          </p>
        </div>
        <nav aria-label="Product" className="space-y-3">
          <h2 className="text-sm font-semibold">Product</h2>
          <ul className="space-y-2 text-sm">
            {productLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={signedIn ? link.to : pageRoutes.signup}
                  className="text-muted-foreground transition-colors hover:text-foreground"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="text-sm font-semibold">Community</h2>
          <ul className="flex gap-2">
            {socialLinks.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={label}
                  title={label}
                  className="flex size-9 items-center justify-center rounded-md border bg-background text-muted-foreground transition-colors hover:text-foreground"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} ZenCode. All rights reserved.
          {desktop && <span className="ml-2">· Desktop app {desktop.appVersion}</span>}
        </p>
      </div>
    </footer>
  );
}
