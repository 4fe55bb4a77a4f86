import { type User, messages } from '@zencode/shared/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { DropdownMenuLabel } from '@/components/ui/dropdown-menu.tsx';

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
