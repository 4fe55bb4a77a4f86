import { isReturnPath } from '@zencode/shared/rules';
import { useLocation } from 'react-router';

// A social sign-in leaves the app for the provider; the page to return to waits in this tab.
const storageKey = 'zencode.returnTo';

/** The page that sent the visitor to sign in (router state `from`), if it is one worth returning to. */
export function useReturnTo(): string | undefined {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return isReturnPath(from) ? from : undefined;
}

/** Keeps the page to return to across a social sign-in's trip to the provider. */
export function rememberReturnTo(path: string | undefined): void {
  if (path) sessionStorage.setItem(storageKey, path);
  else sessionStorage.removeItem(storageKey);
}

/** The page remembered before a social sign-in, read once. */
export function takeReturnTo(): string | undefined {
  const path = sessionStorage.getItem(storageKey) ?? undefined;
  sessionStorage.removeItem(storageKey);
  return isReturnPath(path) ? path : undefined;
}
