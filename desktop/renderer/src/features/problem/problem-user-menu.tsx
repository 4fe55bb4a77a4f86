import { pageRoutes } from '@zencode/shared/contract';
import { LogOutIcon, MoonIcon, SettingsIcon, SunIcon, TrophyIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { SettingsDialog } from '@/features/settings/index.ts';
import { useTheme } from '@/features/theme/index.ts';

/** The problem page's user menu: change theme, Leaderboard, My Profile, Settings, Log out. */
export function ProblemUserMenu() {
  const auth = useAuth();
  const { theme, canToggle, toggleTheme } = useTheme();
  const navigate = useNavigate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const user = auth.status === 'authenticated' ? auth.user : null;
  const name = user?.name || user?.fullName || 'User';
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Open user menu"
          className="cursor-pointer rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Avatar src={user?.avatar} name={name} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="font-normal">
            <div className="truncate text-sm font-medium">{name}</div>
            {user?.email && (
              <div className="truncate text-xs text-muted-foreground">{user.email}</div>
            )}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={!canToggle} onSelect={() => toggleTheme()}>
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
            Change theme
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(pageRoutes.leaderboard)}>
            <TrophyIcon /> Leaderboard
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(pageRoutes.profile)}>
            <UserIcon /> My Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setSettingsOpen(true)}>
            <SettingsIcon /> Settings
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              auth.logout();
              navigate(pageRoutes.signin);
            }}
          >
            <LogOutIcon /> Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {user && <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />}
    </>
  );
}
