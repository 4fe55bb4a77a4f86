import type { OutboxEntry } from '../cache/index.ts';

/** What both outboxes (submissions; review ratings and notes) offer for sending what waits. */
export interface Flushable {
  pending(): Promise<readonly Pick<OutboxEntry, 'state'>[]>;
  flush(): Promise<unknown>;
}

/**
 * Sends an outbox's waiting entries when asked (the server just answered, or the retry timer
 * ticked); nothing when none waits, and a call while a round is under way adds no second one.
 */
export function waitingSender(outbox: Flushable): () => Promise<void> {
  let underWay = false;
  return async () => {
    if (underWay) return;
    underWay = true;
    try {
      const entries = await outbox.pending();
      if (entries.some((entry) => entry.state === 'waiting')) await outbox.flush();
    } finally {
      underWay = false;
    }
  };
}
