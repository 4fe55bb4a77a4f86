/**
 * The Content-Security-Policy of every `app://` response. What Monaco needs, found by reading the
 * built bundle and checked in Chromium (desktop/e2e/desktop-csp.spec.ts, no violation reported):
 * - its workers are separate files Vite emits under /assets and starts with `new Worker(url)` on
 *   the app's own origin, so `worker-src 'self'` is enough: no `blob:`, and no `'unsafe-eval'`
 *   (neither the editor nor the TypeScript worker evaluates strings);
 * - it inserts `<style>` elements and style attributes at run time, hence `'unsafe-inline'` for
 *   styles only (Radix positions popovers with style attributes too);
 * - its codicon font is a bundled file under /assets, so fonts need only `'self'`.
 * Scripts come only from the app itself: no remote script, no inline script, no eval. API calls
 * stay on the app origin through forwarding; images may come from https (profile pictures).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every `app://` response carries, whatever produced it (a file or the API). */
export const appSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/** Wraps a protocol handler so that each of its responses carries the app's security headers. */
export function withSecurityHeaders(
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await handler(request);
    // Responses from fetch have immutable headers: copy them into a new response.
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(appSecurityHeaders)) headers.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
