import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { useTheme } from './use-theme.ts';

/** The sun/moon button: shows the theme a click switches to, disabled while a change runs. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, canToggle, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('text-muted-foreground hover:text-foreground disabled:opacity-100', className)}
      onClick={toggleTheme}
      disabled={!canToggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-theme-current={theme}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
