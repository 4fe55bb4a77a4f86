import { pageRoutes } from '@zencode/shared/contract';
import { SettingsIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { SettingsDialog } from '@/features/settings/index.ts';
import { ThemeMenuItem, ThemeToggle } from '@/features/theme/index.ts';
import { cn } from '@/lib/utils.ts';
import { Logo } from './logo.tsx';
import { MobileMenuTrigger } from './mobile-menu-trigger.tsx';
import { UserMenu, UserMenuItems, UserSummary } from './user-menu.tsx';
import { DesktopStatus } from '@/features/desktop/index.ts';
import { isDesktop } from '@/lib/platform.ts';

const appLinks: readonly { to: string; label: string; admin?: boolean; inUserMenu?: boolean }[] = [
  { to: pageRoutes.problems, label: 'Problems' },
  { to: pageRoutes.studyPlan, label: 'Study plan' },
  { to: pageRoutes.review, label: 'Review', inUserMenu: true },
  { to: pageRoutes.compiler, label: 'Compiler', inUserMenu: true },
  { to: pageRoutes.leaderboard, label: 'Leaderboard' },
  // Active for /profile and every /profile/{username}.
  { to: pageRoutes.profile, label: 'Profile', inUserMenu: true },
  { to: pageRoutes.dashboard, label: 'Dashboard', admin: true, inUserMenu: true },
];

/**
 * The bar above app pages: section links with the active one highlighted, theme, and either
 * 'Sign In' or the settings button and user menu (on phones all of it sits in one menu).
 */
export function AppTopBar() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const user = auth.status === 'authenticated' ? auth.user : null;
  const links = appLinks.filter((link) => !link.admin || user?.role === 'admin');

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
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
          <DropdownMenu>
            <MobileMenuTrigger />
            <DropdownMenuContent align="end" className="w-60">
              {user && (
                <>
                  <UserSummary user={user} />
                  <DropdownMenuSeparator />
                </>
              )}
              <ThemeMenuItem />
              <DropdownMenuSeparator />
              {links
                // A signed-in user finds these among the user menu's items below.
                .filter((link) => !user || !link.inUserMenu)
                .map((link) => (
                  <DropdownMenuItem key={link.to} onSelect={() => navigate(link.to)}>
                    {link.label === 'Profile' ? 'My Profile' : link.label}
                  </DropdownMenuItem>
                ))}
              {user && <UserMenuItems onOpenSettings={() => setSettingsOpen(true)} />}
            </DropdownMenuContent>
          </DropdownMenu>
          <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        </div>
      </div>
    </header>
  );
}
