import { pageRoutes } from '@zencode/shared/contract';
import { RotateCcwIcon } from 'lucide-react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Shown when a page throws while rendering, instead of a blank window. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('Page failed to render:', error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page could not be shown. Reloading usually helps.
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RotateCcwIcon />
          Reload
        </Button>
        <Button asChild>
          <Link to={pageRoutes.home}>Go to Home</Link>
        </Button>
      </div>
    </main>
  );
}
