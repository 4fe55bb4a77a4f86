import type { User } from '@zencode/shared/contract';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu.tsx';
import { ThemeMenuItem } from '@/features/theme/index.ts';
import type { AppLink } from './app-links.ts';
import { MobileMenuTrigger } from './mobile-menu-trigger.tsx';
import { UserMenuItems } from './user-menu-items.tsx';
import { UserSummary } from './user-summary.tsx';

/** A phone's one menu: the user, the theme, the sections and the user menu's items. */
export function MobileAppMenu({
  user,
  links,
  onOpenSettings,
}: {
  user: User | null;
  links: readonly AppLink[];
  onOpenSettings: () => void;
}) {
  const navigate = useNavigate();
  return (
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
        {user && <UserMenuItems onOpenSettings={onOpenSettings} />}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
