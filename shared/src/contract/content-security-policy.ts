/**
 * The Content-Security-Policy of the React app, one source for the web server (API) and the
 * desktop's app:// handler. Only the app's own scripts (no inline script, no eval: Monaco's
 * workers are same-origin files built by Vite and need neither); styles inline, because Monaco
 * and Radix set style attributes and Monaco injects its theme as a <style>; images also from
 * https (avatars a desktop app loads from its server) and data/blob URLs; API calls and
 * server-sent events on the app's own origin; never framed by another page.
 */
export const appContentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** A directive record as the header's text: `default-src 'self'; script-src 'self'; ...`. */
export function cspHeaderValue(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}
