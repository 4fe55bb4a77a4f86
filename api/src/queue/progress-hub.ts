import type { SubmissionStatus } from '@zencode/shared/contract';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/index.ts';
import type { Logger } from '../logger.ts';

/** The PostgreSQL NOTIFY channel workers publish judging progress on. */
export const progressChannel = 'submission_progress';

/** One progress step of a submission; small, since a NOTIFY payload holds under 8000 bytes. */
export interface ProgressMessage {
  id: string;
  status: SubmissionStatus;
  casesDone: number;
  totalCases: number;
}

/** The NOTIFY that carries a progress message: its channel and payload. */
export function progressNotice(message: ProgressMessage): { channel: string; payload: string } {
  return { channel: progressChannel, payload: JSON.stringify(message) };
}

/** Tells every API process that a submission moved on (from whichever process judges it). */
export async function publishProgress(db: Db, message: ProgressMessage): Promise<void> {
  const { channel, payload } = progressNotice(message);
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

type Listener = (message: ProgressMessage) => void;

/**
 * One LISTEN connection per process, fanned out in memory to the submissions being watched, so
 * a thousand open progress streams cost one database connection. The connection opens with the
 * first subscriber and reconnects after a loss while anyone still listens (streams also re-read
 * the database now and then, so a notification lost in a reconnect only delays them).
 */
export class ProgressHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  /** Starts delivering messages for `id`; resolves once LISTEN is active. Returns unsubscribe. */
  async subscribe(id: string, listener: Listener): Promise<() => void> {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
    try {
      await this.connect();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Subscribers across all submissions (for tests). */
  get size(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The progress hub is closed.'));
    if (this.client) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    const lost = (reason: string) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`Submission progress listener lost its connection (${reason})`);
      // Only worth a new connection while someone is watching.
      setTimeout(() => {
        if (this.listeners.size > 0 && !this.closed) this.connect().catch(() => undefined);
      }, 1000).unref();
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('ended'));
    client.on('notification', (notification) => {
      if (notification.channel !== progressChannel || !notification.payload) return;
      let message: ProgressMessage;
      try {
        message = JSON.parse(notification.payload) as ProgressMessage;
      } catch {
        return;
      }
      for (const listener of this.listeners.get(message.id) ?? []) listener(message);
    });
    await client.connect();
    await client.query(`listen ${progressChannel}`);
    if (this.closed) {
      await client.end();
      throw new Error('The progress hub is closed.');
    }
    this.client = client;
  }
}
