import { appContentSecurityPolicy, cspHeaderValue } from '@zencode/shared/contract';

/** The Content-Security-Policy of every `app://` response: the app's one policy, as on the web. */
export const contentSecurityPolicy = cspHeaderValue(appContentSecurityPolicy);

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
