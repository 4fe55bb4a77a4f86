import { pageRoutes } from '@zencode/shared/contract';
import { SettingsIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { DesktopStatus } from '@/features/desktop/index.ts';
import { SettingsDialog } from '@/features/settings/index.ts';
import { ThemeToggle } from '@/features/theme/index.ts';
import { isDesktop } from '@/lib/platform.ts';
import { appLinks } from './app-links.ts';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileAppMenu } from './mobile-app-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The bar above app pages: section links with the active one highlighted, theme, and either
 * 'Sign In' or the settings button and user menu (on phones all of it sits in one menu).
 */
export function AppTopBar() {
  const auth = useAuth();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const user = auth.status === 'authenticated' ? auth.user : null;
  const links = appLinks.filter((link) => !link.admin || user?.role === 'admin');

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <MainNav links={links} />
        <div className="ml-auto flex items-center gap-2">
          {isDesktop() && <DesktopStatus />}
          <ThemeToggle className="hidden md:inline-flex" />
          {auth.status === 'unauthenticated' && (
            <Button asChild size="sm">
              <Link to={pageRoutes.signin}>Sign In</Link>
            </Button>
          )}
          {user && (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="hidden text-muted-foreground hover:text-foreground md:inline-flex"
                onClick={() => setSettingsOpen(true)}
                aria-label="Settings"
                title="Settings"
              >
                <SettingsIcon />
              </Button>
              <UserMenu
                onOpenSettings={() => setSettingsOpen(true)}
                className="hidden md:inline-flex"
              />
            </>
          )}
          <MobileAppMenu user={user} links={links} onOpenSettings={() => setSettingsOpen(true)} />
          <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        </div>
      </div>
    </header>
  );
}
