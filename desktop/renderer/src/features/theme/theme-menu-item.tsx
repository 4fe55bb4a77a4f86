import { MoonIcon, SunIcon } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/utils.ts';
import { useTheme } from './use-theme.ts';

/**
 * The menus' 'Change theme' item, showing the theme it switches to. With `stayOpen` the menu stays
 * open: the change is visible at once and may be toggled back.
 */
export function ThemeMenuItem({ stayOpen, className }: { stayOpen?: boolean; className?: string }) {
  const { theme, canToggle, toggleTheme } = useTheme();
  return (
    <DropdownMenuItem
      className={cn(className)}
      disabled={!canToggle}
      onSelect={(event) => {
        if (stayOpen) event.preventDefault();
        toggleTheme();
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      Change theme
    </DropdownMenuItem>
  );
}
