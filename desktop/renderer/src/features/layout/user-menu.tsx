import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { ThemeMenuItem } from '@/features/theme/index.ts';
import { cn } from '@/lib/utils.ts';
import { UserMenuItems } from './user-menu-items.tsx';
import { UserSummary } from './user-summary.tsx';

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
