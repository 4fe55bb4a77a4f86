import { randomUUID } from 'node:crypto';
import { messages, type Submission } from '@zencode/shared/contract';
import {
  addToOutbox,
  listOutbox,
  removeOutboxEntry,
  setOutboxState,
  type CacheDb,
  type OutboxEntry,
} from '../cache/index.ts';
import { refusalReason, sendOutboxEntry } from './send-outbox-entry.ts';
import { sessionOf } from './session-account.ts';

export interface OutboxOptions {
  db: CacheDb;
  /** API origin; the outbox is per server. */
  server: string;
  fetchUpstream: (url: string, init: RequestInit) => Promise<Response>;
  /** The session token (from the keychain); its account decides which entries it may send. */
  readToken: () => Promise<string | null>;
  /** A refused entry's code, kept as the learner's draft of that problem and language. */
  keepAsDraft?: (entry: OutboxEntry) => Promise<void>;
}

export type SendOutcome =
  /** The server answered: accepted, or refused (then nothing was queued). */
  | { kind: 'sent'; response: Response }
  /** The server could not answer (network, timeout, 502/503/504): the entry waits, queued. */
  | { kind: 'queued'; idempotencyKey: string };

/** What the outbox tells the app besides "changed". */
export type OutboxEvent =
  | { kind: 'sent'; submission: Submission; idempotencyKey: string }
  | { kind: 'refused'; entry: OutboxEntry; reason: string }
  | { kind: 'paused'; account: string };

/**
 * Submissions on their way to the server, each filed under the account that queued it and sent
 * only with that account's token: another learner signed in on this computer neither sees nor
 * sends them, and the account's next sign-in does. An entry is written before its first attempt
 * and removed once the server has accepted it, every attempt with the entry's idempotency key, so
 * a crash or a lost answer resends the same key and the server returns the submission it has.
 * A submission is either queued (the server could not answer) or answered at once — a refusal the
 * learner sees is never sent later. Later, a refused entry stays with the server's reason (its code
 * kept as a draft), an expired session pauses the account's entries, and neither blocks the rest.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, server } = options;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const eventListeners = new Set<(event: OutboxEvent) => void>();
  const tell = (event: OutboxEvent) => eventListeners.forEach((listener) => listener(event));
  let flushing: Promise<Submission[]> | null = null;

  const road = { db, table: 'outbox', server, fetchUpstream: options.fetchUpstream } as const;
  const post = (entry: OutboxEntry, token: string) =>
    sendOutboxEntry(road, entry.idempotencyKey, token, {
      method: 'POST',
      path: '/submission',
      body: { problemId: entry.problemId, language: entry.language, code: entry.code },
    });

  const current = async () => sessionOf(await options.readToken());

  /** The signed-in account's entry of that key; null when signed out or someone else's. */
  async function ownEntry(idempotencyKey: string): Promise<OutboxEntry | null> {
    const session = await current();
    if (!session) return null;
    const entries = await listOutbox(db, server, session.account);
    return entries.find((entry) => entry.idempotencyKey === idempotencyKey) ?? null;
  }

  async function flushNow(): Promise<Submission[]> {
    const session = await current();
    if (!session) return [];
    const accepted: Submission[] = [];
    const waiting = (await listOutbox(db, server, session.account)).filter(
      (entry) => entry.state === 'waiting',
    );
    for (const entry of waiting) {
      const response = await post(entry, session.token);
      // The server cannot answer now: the rest would fare no better.
      if (!response) break;
      if (response.ok) {
        await removeOutboxEntry(db, 'outbox', server, entry.idempotencyKey);
        const submission = (await response.json()) as Submission;
        accepted.push(submission);
        tell({ kind: 'sent', submission, idempotencyKey: entry.idempotencyKey });
        continue;
      }
      if (response.status === 401) {
        await setOutboxState(
          db,
          'outbox',
          server,
          { account: session.account, from: 'waiting' },
          'paused',
          messages.sessionExpired,
        );
        tell({ kind: 'paused', account: session.account });
        break;
      }
      // Too many submissions at once: the same entries wait for the next round.
      if (response.status === 429) break;
      const reason = await refusalReason(response);
      await setOutboxState(
        db,
        'outbox',
        server,
        { idempotencyKey: entry.idempotencyKey },
        'refused',
        reason,
      );
      await options.keepAsDraft?.(entry);
      tell({ kind: 'refused', entry, reason });
    }
    return accepted;
  }

  return {
    /**
     * Sends a submission now. Queued (and answered `queued`) only when the server cannot answer;
     * any answer of the server goes back to the learner as it is, and nothing stays queued.
     * Without a signed-in account nothing is queued: the server's answer, or unreachable.
     */
    async submit(
      input: { problemId: string; language: string; code: string },
      idempotencyKey: string = randomUUID(),
    ): Promise<SendOutcome | { kind: 'unreachable' }> {
      const token = await options.readToken();
      const session = sessionOf(token);
      const entry: OutboxEntry = {
        ...input,
        idempotencyKey,
        account: session?.account ?? '',
        createdAt: new Date().toISOString(),
        attempts: 0,
        lastError: null,
        state: 'waiting',
        reason: null,
      };
      if (!session) {
        const response = await post(entry, token ?? '');
        return response ? { kind: 'sent', response } : { kind: 'unreachable' };
      }
      await addToOutbox(db, server, entry);
      const response = await post(entry, session.token);
      if (response) await removeOutboxEntry(db, 'outbox', server, idempotencyKey);
      changed();
      return response ? { kind: 'sent', response } : { kind: 'queued', idempotencyKey };
    },

    /** The signed-in account's entries, oldest first (none when signed out). */
    async pending(): Promise<OutboxEntry[]> {
      const session = await current();
      return session ? listOutbox(db, server, session.account) : [];
    },

    /**
     * Sends the signed-in account's waiting entries, oldest first, until the server cannot
     * answer. Answers the submissions it accepted. One flush at a time.
     */
    flush(): Promise<Submission[]> {
      flushing ??= flushNow().finally(() => {
        flushing = null;
        changed();
      });
      return flushing;
    },

    /** At sign-in: the account's entries paused by an expired session wait again, and go. */
    async resume(): Promise<Submission[]> {
      const session = await current();
      if (!session) return [];
      await setOutboxState(
        db,
        'outbox',
        server,
        { account: session.account, from: 'paused' },
        'waiting',
        null,
      );
      return this.flush();
    },

    /** The learner's Retry: a refused or paused entry of theirs waits again and is sent. */
    async retry(idempotencyKey: string): Promise<void> {
      const entry = await ownEntry(idempotencyKey);
      if (!entry) return;
      await setOutboxState(db, 'outbox', server, { idempotencyKey }, 'waiting', null);
      await this.flush();
    },

    /** The learner's Discard: their entry leaves the outbox (its code stays as a draft). */
    async discard(idempotencyKey: string): Promise<void> {
      const entry = await ownEntry(idempotencyKey);
      if (!entry) return;
      await options.keepAsDraft?.(entry);
      await removeOutboxEntry(db, 'outbox', server, idempotencyKey);
      changed();
    },

    /**
     * Hears each waiting submission the server accepted, with the key it was queued under;
     * returns the unsubscribe function.
     */
    onSent(listener: (submission: Submission, idempotencyKey: string) => void): () => void {
      const forward = (event: OutboxEvent) =>
        event.kind === 'sent' && listener(event.submission, event.idempotencyKey);
      eventListeners.add(forward);
      return () => eventListeners.delete(forward);
    },

    /** Hears sent, refused and paused entries; returns the unsubscribe function. */
    onEvent(listener: (event: OutboxEvent) => void): () => void {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },

    /** Returns the unsubscribe function. */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
