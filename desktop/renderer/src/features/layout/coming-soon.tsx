import { SproutIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/**
 * An honest placeholder for screens that later work builds (accounts, solving, profiles): it names
 * the screen and says it is not available yet, with a way back.
 */
export function ComingSoon({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SproutIcon className="size-7" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="leading-relaxed text-muted-foreground">{description}</p>
      <p className="text-sm text-muted-foreground">This screen is coming soon.</p>
      {children}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link to="/">Home</Link>
        </Button>
        <Button asChild>
          <Link to="/problems">Browse problems</Link>
        </Button>
      </div>
    </main>
  );
}
