import type { ReactNode } from 'react';
import { Logo } from '@/features/layout/logo.tsx';
import { ThemeToggle } from '@/features/theme/index.ts';

/**
 * The frame of the account screens (no top bar or footer there): logo and theme toggle above, one
 * calm card in the middle with its title and description.
 */
export function AuthShell({
  title,
  description,
  icon,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-background">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-accent),transparent)] opacity-70"
      />
      <header className="relative mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <ThemeToggle />
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-[420px]">
          <div className="rounded-2xl border bg-card p-6 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_8px_24px_-12px_rgb(0_0_0/0.12)] sm:p-8">
            <div className="mb-6 flex flex-col items-center gap-2 text-center">
              {icon && (
                <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6">
                  {icon}
                </div>
              )}
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {description && (
                <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
              )}
            </div>
            {children}
          </div>
          {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
