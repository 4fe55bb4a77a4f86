import { appHost, appScheme } from './app-protocol.ts';

/**
 * The upstream URL for an `app://zencode/api/...` request, or null when the request is for the
 * renderer's own files. Forwarding keeps the renderer on one origin, so it calls `/api/...` exactly
 * as the web app does and the API needs no CORS rule for the desktop.
 */
export function apiUpstreamUrl(requestUrl: string, apiBaseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${appScheme}:` || url.host !== appHost) return null;
  if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) return null;
  return `${apiBaseUrl.replace(/\/+$/, '')}${url.pathname}${url.search}`;
}
