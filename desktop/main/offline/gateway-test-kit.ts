import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { openCacheDatabase, type CacheDb } from '../cache/index.ts';
import { createLocalRunner } from '../local-run/local-runner.ts';
import type { ApiGatewayOptions } from './api-gateway.ts';
import { createConnectionStatus } from './connection-status.ts';
import { createOutbox } from './outbox.ts';

/*
 * For the gateway's tests: a real HTTP server on a loopback port answering each path as the test
 * says (closed to go offline), and the real SQLite cache, both fresh for each test.
 */

/** What the server answers to a path; 'hang' never starts answering. */
export type UpstreamAnswer = { status: number; type: string; body: string } | 'hang';

export interface GatewayWorld {
  readonly dir: string;
  readonly db: CacheDb;
  /** The server's origin. */
  readonly server: string;
  /** Closes the server and its connections: from now on it cannot be reached. */
  down: () => Promise<void>;
}

export function useGatewayWorld(
  prefix: string,
  answerOf: (path: string) => UpstreamAnswer,
): GatewayWorld {
  let upstream: Server;
  const world = {
    dir: '',
    db: null as unknown as CacheDb,
    server: '',
    async down() {
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    },
  };
  beforeEach(async () => {
    world.dir = mkdtempSync(join(tmpdir(), prefix));
    world.db = (await openCacheDatabase(join(world.dir, 'cache.sqlite'))).db;
    upstream = createServer((request, response) => {
      const answer = answerOf(request.url ?? '');
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': answer.type });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    world.server = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await world.down();
    await world.db.destroy();
    rmSync(world.dir, { recursive: true, force: true });
  });
  return world;
}

/** A gateway's options in a world, signed in with `token`; a test overrides what it watches. */
export function gatewayOptions(
  world: GatewayWorld,
  token: string | null = null,
): ApiGatewayOptions {
  const { db, server } = world;
  const readToken = () => Promise.resolve(token);
  return {
    db,
    server,
    fetchUpstream: (url, init) => fetch(url, init),
    readToken,
    connection: createConnectionStatus(),
    outbox: createOutbox({ db, server, fetchUpstream: fetch, readToken }),
    localRunner: createLocalRunner({ cacheDir: join(world.dir, 'compile-cache') }),
  };
}
