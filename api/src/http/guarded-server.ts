import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Open connections one client address may hold; further ones are closed at once. */
  perAddress: number;
  /** Time a client has to send a request's headers. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included. */
  requestTimeoutMs: number;
  /** Time an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
}

/**
 * A node:http server that clients cannot hold with connections they never finish (slowloris):
 * headers and whole requests must arrive in time, checked every second rather than node's default
 * 30 s; an idle keep-alive connection closes; and one address holds at most `perAddress`
 * connections, so it cannot use up the file descriptors other clients need. Long answers (event
 * streams) are not cut: the timeouts cover receiving a request, not sending its answer.
 */
export function createGuardedServer(listener: RequestListener, limits: ConnectionLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return server;
}
