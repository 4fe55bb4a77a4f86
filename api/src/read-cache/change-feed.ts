import pg from 'pg';
import type { Logger } from '../logger.ts';

/** The NOTIFY channel of the read triggers (migration read-change-notifications). */
export const readChangesChannel = 'read_changes';

/** What changed, as the triggers say it; `reset` when notifications may have been missed. */
export type ReadChange =
  | { kind: 'users'; userIds: string[] | null; ranking: boolean }
  | { kind: 'problems' }
  | { kind: 'reset' };

/** Reads a trigger's payload; unknown payloads become a reset (drop everything, stay correct). */
export function parseReadChange(payload: string | undefined): ReadChange {
  try {
    const message = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (message.problems === true) return { kind: 'problems' };
    if ('users' in message) {
      const users = message.users;
      const userIds =
        Array.isArray(users) && users.every((id) => typeof id === 'string') ? users : null;
      return { kind: 'users', userIds, ranking: message.ranking !== false };
    }
  } catch {
    // Fall through: a payload we cannot read must not leave a stale answer behind.
  }
  return { kind: 'reset' };
}

/**
 * One LISTEN connection per API process. `sync()` is the freshness barrier of every cached read:
 * it resolves after a round trip on this connection that began after the call, and PostgreSQL
 * delivers the notifications of every transaction committed before that round trip ahead of its
 * answer. So once `sync()` resolved, each change committed before the request arrived (by any
 * process) has reached the listeners: a cached answer is never older than the request. Concurrent
 * calls share one round trip. While the connection is down, `sync()` answers false and callers
 * read the database; after a reconnect the listeners get a reset, as notifications were missed.
 */
export class ChangeFeed {
  private client: pg.Client | null = null;
  private readonly listeners = new Set<(change: ReadChange) => void>();
  private inFlight: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  /** Connects and listens; a first connection that fails is retried in the background. */
  static async start(connectionString: string, logger: Logger): Promise<ChangeFeed> {
    const feed = new ChangeFeed(connectionString, logger);
    await feed.connect().catch((error: Error) => feed.lost(error.message));
    return feed;
  }

  /** True while the LISTEN connection is up. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Calls `listener` for every change; returns unsubscribe. */
  subscribe(listener: (change: ReadChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True once every change committed before this call has been delivered; false when down. */
  sync(): Promise<boolean> {
    if (!this.client) return Promise.resolve(false);
    // A round trip already under way may have been sent before this call: wait for the next.
    this.queued ??= (this.inFlight ?? Promise.resolve(true)).then(() => {
      this.queued = null;
      this.inFlight = this.roundTrip().finally(() => {
        this.inFlight = null;
      });
      return this.inFlight;
    });
    return this.queued;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async roundTrip(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    try {
      // The empty query: a round trip through the server's command loop and nothing else.
      await client.query('');
      return this.client === client;
    } catch {
      return false;
    }
  }

  private emit(change: ReadChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (error) => this.lost(error.message, client));
    client.on('end', () => this.lost('ended', client));
    client.on('notification', (notification) => {
      if (notification.channel === readChangesChannel && this.client === client) {
        this.emit(parseReadChange(notification.payload));
      }
    });
    await client.connect();
    await client.query(`listen ${readChangesChannel}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    // Whatever was cached before this connection listened may have missed a change.
    this.emit({ kind: 'reset' });
    this.client = client;
  }

  private lost(reason: string, client?: pg.Client): void {
    if (client && this.client !== client && this.client !== null) return;
    if (this.client) {
      this.client = null;
      client?.end().catch(() => undefined);
    }
    this.emit({ kind: 'reset' });
    if (this.stopped || this.retry) return;
    this.logger.warn(`The read cache's change listener is down (${reason}); reading the database`);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.stopped) this.connect().catch((error: Error) => this.lost(error.message));
    }, 1000);
    this.retry.unref();
  }
}
