import { pageRoutes } from '@zencode/shared/contract';
import {
  CodeIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  SettingsIcon,
  UserRoundIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu.tsx';
import { useAuth } from '@/features/auth/index.ts';

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
