import { pageRoutes } from '@zencode/shared/contract';
import { CompassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** Any route the app does not know. */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <CompassIcon className="size-7" />
      </div>
      <p className="text-sm font-medium text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">This page wandered off</h1>
      <p className="text-muted-foreground">
        There is nothing at this address. Take a breath and head back home.
      </p>
      <Button asChild className="mt-2">
        <Link to={pageRoutes.home}>Go to Home</Link>
      </Button>
    </main>
  );
}
