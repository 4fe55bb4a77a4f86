import { type User, messages, pageRoutes } from '@zencode/shared/contract';
import {
  CodeIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  SettingsIcon,
  UserRoundIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { ThemeMenuItem } from '@/features/theme/index.ts';
import { cn } from '@/lib/utils.ts';

/** The avatar, name (or 'User') and e-mail at the top of a user menu. */
export function UserSummary({ user }: { user: User }) {
  return (
    <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
      <Avatar src={user.avatar} name={user.name || user.fullName} className="size-9" />
      <span className="grid min-w-0 leading-tight">
        <span className="truncate font-medium">
          {user.name || user.fullName || messages.fallbackUserName}
        </span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
      </span>
    </DropdownMenuLabel>
  );
}

/**
 * My Profile, Compiler, Dashboard (admins), Settings and Log out: the signed-in part of every user
 * menu, so the compiler and the dashboard are one click away from any page.
 */
export function UserMenuItems({ onOpenSettings }: { onOpenSettings(): void }) {
  const auth = useAuth();
  const { logout } = auth;
  const navigate = useNavigate();
  const isAdmin = auth.status === 'authenticated' && auth.user.role === 'admin';
  return (
    <>
      <DropdownMenuItem onSelect={() => navigate(pageRoutes.profile)}>
        <UserRoundIcon />
        My Profile
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate(pageRoutes.compiler)}>
        <CodeIcon />
        Compiler
      </DropdownMenuItem>
      {isAdmin && (
        <DropdownMenuItem onSelect={() => navigate(pageRoutes.dashboard)}>
          <LayoutDashboardIcon />
          Dashboard
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={onOpenSettings}>
        <SettingsIcon />
        Settings
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem
        onSelect={() => {
          logout();
          navigate(pageRoutes.home);
        }}
      >
        <LogOutIcon />
        Log out
      </DropdownMenuItem>
    </>
  );
}

/** The avatar button of a signed-in user and its menu ('Change theme' joins it on small screens). */
export function UserMenu({
  onOpenSettings,
  className,
}: {
  onOpenSettings(): void;
  className?: string;
}) {
  const auth = useAuth();
  if (auth.status !== 'authenticated') return null;
  const { user } = auth;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('rounded-full', className)}
          aria-label="Open user menu"
        >
          <Avatar src={user.avatar} name={user.name || user.fullName} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <UserSummary user={user} />
        <DropdownMenuSeparator />
        <ThemeMenuItem stayOpen className="md:hidden" />
        <UserMenuItems onOpenSettings={onOpenSettings} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
