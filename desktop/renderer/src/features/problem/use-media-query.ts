import { MOBILE_BREAKPOINT_PX } from '@zencode/shared/contract';
import { useMemo, useSyncExternalStore } from 'react';

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/** Whether a CSS media query matches, following changes. */
export function useMediaQuery(query: string): boolean {
  const subscribeToQuery = useMemo(() => subscribe(query), [query]);
  return useSyncExternalStore(
    subscribeToQuery,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the product's 768 px breakpoint: panes stack and panels stop resizing. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
}
