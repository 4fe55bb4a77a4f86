import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import type { JudgeWorld } from '../../../api/src/features/submissions/judge-test-kit.ts';
import { judgeWorldPerFile } from '../../../api/src/features/submissions/judge-world-per-file-test-kit.ts';
import type { TestDatabase } from '../../../api/src/test/test-database.ts';

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

/**
 * For a test file: a test database and a judge world on it, served over HTTP on loopback, made
 * before the file's tests and closed after them. Read `file.world`, `file.test` and `file.origin`
 * inside the tests.
 */
export function servedJudgeWorldPerFile(options: Parameters<typeof judgeWorldPerFile>[0] = {}): {
  readonly test: TestDatabase;
  readonly world: JudgeWorld;
  readonly origin: string;
} {
  const file = judgeWorldPerFile(options);
  const served = {
    get test() {
      return file.test;
    },
    get world() {
      return file.world;
    },
    origin: '',
  };
  let close = () => undefined as void;
  beforeAll(async () => {
    ({ origin: served.origin, close } = await serveOverHttp((request) =>
      file.world.app.fetch(request),
    ));
  });
  // Vitest runs a file's afterAll hooks last-registered first: the server closes before the world.
  afterAll(() => close());
  return served;
}
