import { pageRoutes } from '@zencode/shared/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { SettingsDialog } from '@/features/settings/index.ts';
import { ThemeToggle } from '@/features/theme/index.ts';
import { cn } from '@/lib/utils.ts';
import { Logo } from './logo.tsx';
import { LandingMobileMenu } from './landing-mobile-menu.tsx';
import { landingSections } from './landing-sections.ts';
import { UserMenu } from './user-menu.tsx';
import { useScrolled } from './use-scrolled.ts';

/**
 * The landing page header: section anchors, 'Solve now', theme toggle, and 'Sign Up' for visitors
 * or the avatar menu (My Profile, Settings, Log out) for a signed-in user.
 */
export function LandingHeader() {
  const auth = useAuth();
  const scrolled = useScrolled();
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b bg-background/80 backdrop-blur-md transition-colors supports-[backdrop-filter]:bg-background/65',
        scrolled ? 'border-border' : 'border-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
          {landingSections.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Button asChild variant="outline" size="sm" className="hidden sm:inline-flex">
            <Link to={pageRoutes.problems}>Solve now</Link>
          </Button>
          <ThemeToggle className="hidden md:inline-flex" />
          {auth.status === 'unauthenticated' && (
            <Button asChild size="sm">
              <Link to={pageRoutes.signup}>Sign Up</Link>
            </Button>
          )}
          <UserMenu onOpenSettings={() => setSettingsOpen(true)} />
          <LandingMobileMenu />
          <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        </div>
      </div>
    </header>
  );
}
