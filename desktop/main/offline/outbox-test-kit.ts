import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/*
 * For the outboxes' integration tests: the real API served over HTTP on a loopback port, and the
 * road between the desktop and it under the test's control.
 */

/** up; down (connection refused); a proxy answering 502 for the server; the server's rate limit. */
export type Road = 'up' | 'down' | 'proxy-502' | 'rate-limited';

/** Serves `fetch` (a judge world's app) on 127.0.0.1; resolves with its origin once it listens. */
export async function serveOverHttp(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ origin: string; close: () => void }> {
  const server = serve({ hostname: '127.0.0.1', port: 0, fetch });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/** The desktop's `fetchUpstream` over the road `road()` says it is now. */
export function fetchOverRoad(road: () => Road) {
  return (url: string, init: RequestInit): Promise<Response> => {
    const now = road();
    if (now === 'down') return Promise.reject(new TypeError('fetch failed: connection refused'));
    if (now === 'proxy-502')
      return Promise.resolve(
        new Response('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      );
    if (now === 'rate-limited')
      return Promise.resolve(
        Response.json({ message: 'Too many submissions. Try again in a minute.' }, { status: 429 }),
      );
    return fetch(url, init);
  };
}
