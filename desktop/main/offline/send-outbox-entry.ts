import { IDEMPOTENCY_KEY_HEADER } from '@zencode/shared/contract';
import { noteOutboxAttempt, type CacheDb, type OutboxTableName } from '../cache/index.ts';
import { isServerUnreachable } from './server-unreachable.ts';

export interface OutboxRoad {
  db: CacheDb;
  table: OutboxTableName;
  /** API origin. */
  server: string;
  fetchUpstream: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * Sends one outbox entry with its account's token and its Idempotency-Key (a resend gets what the
 * server already has). The server's answer, or null when it could not answer — a network error or
 * a gateway's 502/503/504 — and the attempt is then noted on the entry.
 */
export async function sendOutboxEntry(
  road: OutboxRoad,
  idempotencyKey: string,
  token: string,
  request: { method: string; path: string; body?: unknown },
): Promise<Response | null> {
  let error: string;
  try {
    const response = await road.fetchUpstream(`${road.server}/api${request.path}`, {
      method: request.method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
        authorization: `Bearer ${token}`,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    if (!isServerUnreachable(response)) return response;
    error = `HTTP ${response.status}`;
  } catch (caught) {
    error = (caught as Error).message;
  }
  await noteOutboxAttempt(road.db, road.table, road.server, idempotencyKey, error);
  return null;
}

/** Why the server refused an entry: its `{ message }`, else the status line. */
export async function refusalReason(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
}
