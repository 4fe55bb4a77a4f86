import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type Submission } from '@zencode/shared/contract';
import {
  addToOutbox,
  listOutbox,
  noteOutboxAttempt,
  removeFromOutbox,
  type CacheDb,
  type OutboxEntry,
} from '../cache/index.ts';

export interface OutboxOptions {
  db: CacheDb;
  /** API origin; the outbox is per server. */
  server: string;
  fetchUpstream: (url: string, init: RequestInit) => Promise<Response>;
  /** The session token (from the keychain) to send with each submission. */
  readToken: () => Promise<string | null>;
}

export type SendOutcome =
  /** `kept`: refused for now (session, busy judge, server error); the entry waits. */
  | { kind: 'sent'; response: Response; kept: boolean }
  /** The server could not be reached: the entry waits. */
  | { kind: 'unreachable' };

/**
 * Submissions on their way to the server. An entry is written before its first attempt and
 * removed only once the server has answered, each attempt with the entry's idempotency key, so
 * a crash or a lost answer between sending and acknowledging resends the same key and the
 * server returns the submission it already has: never a second one, never a second credit.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, server } = options;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const sentListeners = new Set<(submission: Submission) => void>();
  let flushing: Promise<Submission[]> | null = null;

  async function send(entry: OutboxEntry): Promise<SendOutcome> {
    const token = await options.readToken();
    let response: Response;
    try {
      response = await options.fetchUpstream(`${server}/api/submission`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          problemId: entry.problemId,
          language: entry.language,
          code: entry.code,
        }),
      });
    } catch (error) {
      await noteOutboxAttempt(db, server, entry.idempotencyKey, (error as Error).message);
      return { kind: 'unreachable' };
    }
    // Refused for good (bad input, gone problem): the learner sees the answer, the entry goes.
    // A refused session or a busy judge keeps it for the next attempt.
    const keep = response.status === 401 || response.status === 429 || response.status >= 500;
    if (keep) {
      await noteOutboxAttempt(db, server, entry.idempotencyKey, `HTTP ${response.status}`);
      return { kind: 'sent', response, kept: true };
    }
    await removeFromOutbox(db, server, entry.idempotencyKey);
    return { kind: 'sent', response, kept: false };
  }

  return {
    /** Queues a submission and tries to send it at once. */
    async submit(
      input: { problemId: string; language: string; code: string },
      idempotencyKey: string = randomUUID(),
    ): Promise<SendOutcome> {
      await addToOutbox(db, server, { ...input, idempotencyKey });
      const [entry] = (await listOutbox(db, server)).filter(
        (waiting) => waiting.idempotencyKey === idempotencyKey,
      );
      const outcome = await send(entry!);
      changed();
      return outcome;
    },

    /** The waiting submissions, oldest first. */
    pending: (): Promise<OutboxEntry[]> => listOutbox(db, server),

    /**
     * Sends every waiting submission, oldest first, stopping at the first that cannot reach the
     * server. Answers the submissions the server accepted. One flush at a time.
     */
    flush(): Promise<Submission[]> {
      flushing ??= (async () => {
        const accepted: Submission[] = [];
        try {
          for (const entry of await listOutbox(db, server)) {
            const outcome = await send(entry);
            if (outcome.kind === 'unreachable' || outcome.kept) break;
            if (!outcome.response.ok) continue;
            const submission = (await outcome.response.json()) as Submission;
            accepted.push(submission);
            sentListeners.forEach((listener) => listener(submission));
          }
        } finally {
          flushing = null;
          changed();
        }
        return accepted;
      })();
      return flushing;
    },

    /** Hears each waiting submission the server accepted; returns the unsubscribe function. */
    onSent(listener: (submission: Submission) => void): () => void {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },

    /** Returns the unsubscribe function. */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
