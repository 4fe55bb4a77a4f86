import { randomUUID } from 'node:crypto';
import { fillRoute, messages, reviewQueueRoutes } from '@zencode/shared/contract';
import {
  addToReviewOutbox,
  listReviewOutbox,
  removeOutboxEntry,
  setOutboxState,
  type CacheDb,
  type ReviewOutboxEntry,
  type ReviewOutboxWrite,
} from '../cache/index.ts';
import { refusalReason, sendOutboxEntry } from './send-outbox-entry.ts';
import { sessionOf } from './session-account.ts';

export interface ReviewOutboxOptions {
  db: CacheDb;
  /** API origin; entries are per server. */
  server: string;
  fetchUpstream: (url: string, init: RequestInit) => Promise<Response>;
  /** The session token (from the keychain); its account decides which entries it may send. */
  readToken: () => Promise<string | null>;
}

/** The request that carries one write to the server. */
function requestOf(write: ReviewOutboxWrite, problemId: string) {
  const id = { id: problemId };
  if (write.kind === 'note')
    return {
      method: 'PUT',
      path: fillRoute(reviewQueueRoutes.note, id),
      body: {
        body: write.body,
        ...(write.baseUpdatedAt && { baseUpdatedAt: write.baseUpdatedAt }),
      },
    };
  const query = `?tz=${encodeURIComponent(write.tz)}&at=${encodeURIComponent(write.at)}`;
  if (write.kind === 'rating')
    return {
      method: 'PUT',
      path: `${fillRoute(reviewQueueRoutes.rating, id)}${query}`,
      body: { rating: write.rating },
    };
  return { method: 'POST', path: `${fillRoute(reviewQueueRoutes.giveUp, id)}${query}` };
}

export type ReviewSendOutcome =
  | { kind: 'sent'; response: Response }
  /** The server could not answer: the write waits here, filed under its account. */
  | { kind: 'queued'; entry: ReviewOutboxEntry }
  /** Nobody is signed in: nothing can be kept for an account. */
  | { kind: 'unreachable' };

/**
 * Review-schedule ratings, reviews given up and notes on their way to the server, each filed
 * under the account that made it and sent only with that account's token, oldest first, each with
 * its Idempotency-Key (the server logs a give-up and saves a note once however often it arrives;
 * a rating names its day). Removed once the server has it; refused ones stay with the reason;
 * an expired session pauses the account's entries until it signs in again.
 */
export function createReviewOutbox(options: ReviewOutboxOptions) {
  const { db, server } = options;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  // One sending at a time, in order: a write made now waits for a flush under way.
  let sending: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = sending.then(work, work);
    sending = next.catch(() => undefined);
    return next;
  };

  const session = async () => sessionOf(await options.readToken());

  const road = {
    db,
    table: 'review_outbox',
    server,
    fetchUpstream: options.fetchUpstream,
  } as const;
  const post = (entry: ReviewOutboxEntry, token: string) =>
    sendOutboxEntry(road, entry.idempotencyKey, token, requestOf(entry, entry.problemId));

  /**
   * Sends the waiting entries of the signed-in account in order, until the server cannot answer.
   * `own` (an entry just made) gets its answer back instead of being judged here. Listeners hear
   * of it when an entry left the queue or changed state (not after a round that changed nothing).
   */
  async function flushNow(own?: string): Promise<Response | null> {
    let handled = 0;
    try {
      return await sendWaiting(own, () => (handled += 1));
    } finally {
      if (handled > 0) changed();
    }
  }

  async function sendWaiting(own: string | undefined, handled: () => void) {
    const current = await session();
    if (!current) return null;
    const waiting = (await listReviewOutbox(db, server, current.account)).filter(
      (entry) => entry.state === 'waiting',
    );
    for (const entry of waiting) {
      const response = await post(entry, current.token);
      if (!response) return null;
      // The write just made answers its own caller; earlier ones change what pages show.
      if (response.status !== 429 && entry.idempotencyKey !== own) handled();
      if (entry.idempotencyKey === own) {
        await removeOutboxEntry(db, 'review_outbox', server, entry.idempotencyKey);
        return response;
      }
      if (response.ok) {
        await removeOutboxEntry(db, 'review_outbox', server, entry.idempotencyKey);
        continue;
      }
      if (response.status === 401) {
        await setOutboxState(
          db,
          'review_outbox',
          server,
          { account: current.account, from: 'waiting' },
          'paused',
          messages.sessionExpired,
        );
        return null;
      }
      if (response.status === 429) return null;
      await setOutboxState(
        db,
        'review_outbox',
        server,
        { idempotencyKey: entry.idempotencyKey },
        'refused',
        await refusalReason(response),
      );
    }
    return null;
  }

  const flush = (): Promise<void> => exclusive(() => flushNow()).then(() => undefined);

  return {
    /**
     * Sends a write now, after the account's earlier waiting ones (so a note's texts arrive in
     * the order they were written). The server's answer when it answers; else it stays queued.
     */
    async send(problemId: string, write: ReviewOutboxWrite): Promise<ReviewSendOutcome> {
      const current = await session();
      if (!current) return { kind: 'unreachable' };
      const idempotencyKey = randomUUID();
      // A note's newer text replaces its older one still waiting (written on the same version).
      if (write.kind === 'note')
        for (const older of await listReviewOutbox(db, server, current.account))
          if (older.kind === 'note' && older.problemId === problemId && older.state === 'waiting')
            await removeOutboxEntry(db, 'review_outbox', server, older.idempotencyKey);
      await addToReviewOutbox(db, server, {
        idempotencyKey,
        account: current.account,
        problemId,
        write,
      });
      const response = await exclusive(() => flushNow(idempotencyKey));
      if (response) return { kind: 'sent', response };
      const entry = (await listReviewOutbox(db, server, current.account)).find(
        (each) => each.idempotencyKey === idempotencyKey,
      );
      return entry ? { kind: 'queued', entry } : { kind: 'unreachable' };
    },

    /** The signed-in account's entries, oldest first (none when signed out). */
    async pending(): Promise<ReviewOutboxEntry[]> {
      const current = await session();
      return current ? listReviewOutbox(db, server, current.account) : [];
    },

    /** Sends the signed-in account's waiting entries, after any sending under way. */
    flush,

    /** At sign-in: the account's entries paused by an expired session wait again, and go. */
    async resume(): Promise<void> {
      const current = await session();
      if (!current) return;
      await setOutboxState(
        db,
        'review_outbox',
        server,
        { account: current.account, from: 'paused' },
        'waiting',
        null,
      );
      await flush();
    },

    /** The learner's Discard: their own entry leaves (another account's is never touched). */
    async discard(idempotencyKey: string): Promise<void> {
      const current = await session();
      if (!current) return;
      const own = (await listReviewOutbox(db, server, current.account)).some(
        (entry) => entry.idempotencyKey === idempotencyKey,
      );
      if (own) await removeOutboxEntry(db, 'review_outbox', server, idempotencyKey);
      if (own) changed();
    },

    /** Returns the unsubscribe function. */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ReviewOutbox = ReturnType<typeof createReviewOutbox>;
