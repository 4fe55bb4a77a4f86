import { NAVIGATION_OVERLAY_MS } from '@zencode/shared/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';

/** A full-screen loading veil for 800 ms after every route change, never on the first load. */
export function NavigationOverlay() {
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  const [visible, setVisible] = useState(false);

  // A new pathname raises the veil during render, so the next page never flashes without it.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setVisible(true);
  }

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), NAVIGATION_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [visible, shownPath]);

  if (!visible) return null;
  return (
    <div
      data-testid="navigation-overlay"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-background/80 backdrop-blur-sm [animation:zc-fade-in_150ms_ease-out]"
    >
      <div className="flex flex-col items-center gap-3">
        <Spinner className="size-7 text-primary" label="Loading page" />
        <span className="text-sm text-muted-foreground">Loading...</span>
      </div>
    </div>
  );
}
