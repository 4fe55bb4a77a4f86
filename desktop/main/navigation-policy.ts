import { appHost, appScheme } from './app-protocol.ts';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether `url` is one of the app's own pages: `app://zencode/...`, or in development the Vite
 * dev server's origin. Everything else is another site, which never loads inside the app window.
 */
export function isAppPageUrl(url: string, devRendererUrl?: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (parsed.protocol === `${appScheme}:` && parsed.host === appHost) return true;
  const dev = devRendererUrl ? parse(devRendererUrl) : null;
  return dev !== null && parsed.origin === dev.origin;
}

/**
 * The URL to hand to the system browser, or null: only http(s), never with credentials in it.
 * `file:`, `smb:`, `javascript:` and custom schemes could start programs, so they stay closed.
 */
export function externalBrowserUrl(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

export type NavigationDecision =
  { action: 'allow' } | { action: 'open-externally'; url: string } | { action: 'block' };

/**
 * What happens when the page navigates or opens a window to `url`: the app's own pages load in
 * place (navigation only: new windows are never created), http(s) links open in the system
 * browser, anything else is blocked.
 */
export function decideNavigation(
  url: string,
  kind: 'navigate' | 'new-window',
  devRendererUrl?: string,
): NavigationDecision {
  if (kind === 'navigate' && isAppPageUrl(url, devRendererUrl)) return { action: 'allow' };
  const external = externalBrowserUrl(url);
  return external ? { action: 'open-externally', url: external } : { action: 'block' };
}
