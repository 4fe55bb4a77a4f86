import { createHash } from 'node:crypto';
import type { ChangeFeed, ReadChange } from './change-feed.ts';
import { EncodedBody } from './encoded-body.ts';

/**
 * One cached answer: its JSON text (of a `T`), an ETag equal in every process, and whose data it
 * shows.
 */
export interface CachedAnswer<T = unknown> {
  /** Never read: the type of the value `body` holds. */
  readonly value?: T;
  body: EncodedBody;
  etag: string;
  /** The learner whose own profile this is (an owner is never served the public copy). */
  ownerId: string | null;
  /** Its key while the read cache keeps it (null for an answer loaded but not kept). */
  key: string | null;
  /**
   * When the address it was read at starts to mean another answer (ms since the epoch; a
   * heatmap's "today" moves on at midnight in its zone): LeanReads replays it until then.
   */
  addressExpires: number;
}

/** What a load returns: the answer and the tags that say which changes make it stale. */
export interface Loaded<T = unknown> {
  value: T;
  /** `ranking` (any change of the rank order), `user:<id>`, `problems`. */
  tags: string[];
  ownerId?: string;
  /** See CachedAnswer.addressExpires (never, when left out). */
  addressExpires?: number;
}

interface Entry {
  answer: CachedAnswer;
  tags: string[];
  bytes: number;
}

/** The tag of everything that shows one learner. */
export const userTag = (userId: string) => `user:${userId}`;

/** An ETag from the answer's text, so that every API process gives the same one. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Answers of the common public reads kept in memory, up to `maxBytes`, oldest dropped first, and
 * dropped at once when the change feed reports a change of a row behind them. Every read first
 * waits for the feed's barrier (`ChangeFeed.sync`), so no change committed before a request is
 * missed. A load that overlaps a change is answered but not kept (the generation moved), and
 * concurrent misses of one key share a single load. Without a listening feed nothing is kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly loading = new Map<
    string,
    { generation: number; answer: Promise<CachedAnswer> }
  >();
  private generation = 0;
  private bytes = 0;

  constructor(
    private readonly feed: Pick<ChangeFeed, 'sync' | 'subscribe' | 'listening'>,
    private readonly maxBytes: number,
  ) {
    feed.subscribe((change) => this.apply(change));
  }

  /** Entries and bytes held (for tests and the benchmark). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Waits for the barrier; true when cached answers may be used for this request. */
  fresh(): Promise<boolean> {
    return this.maxBytes > 0 ? this.feed.sync() : Promise.resolve(false);
  }

  /** The cached answer of `key`, if any (call after `fresh()` answered true). */
  peek(key: string): CachedAnswer | undefined {
    return this.entries.get(key)?.answer;
  }

  /**
   * The answer of `key`: from memory when fresh, else loaded (once for concurrent misses) and
   * kept unless a change arrived meanwhile. `load` may throw (a 404): nothing is kept then.
   */
  async read<T>(key: string, load: () => Promise<Loaded<T>>): Promise<CachedAnswer<T>> {
    const usable = await this.fresh();
    if (!usable) return answerOf(await load());
    const hit = this.entries.get(key);
    if (hit) return hit.answer as CachedAnswer<T>;
    const pending = this.loading.get(key);
    if (pending?.generation === this.generation) return pending.answer as Promise<CachedAnswer<T>>;
    const generation = this.generation;
    const answer: Promise<CachedAnswer<T>> = load().then((loaded) => {
      const made = answerOf(loaded);
      if (generation === this.generation && this.feed.listening) this.keep(key, made, loaded);
      return made;
    });
    this.loading.set(key, { generation, answer });
    const forget = () => {
      if (this.loading.get(key)?.answer === answer) this.loading.delete(key);
    };
    answer.then(forget, forget);
    return answer;
  }

  private keep(key: string, answer: CachedAnswer, loaded: Loaded<unknown>): void {
    // About: JSON text is mostly one byte a character in V8 (a two-byte name doubles its entry).
    const bytes = answer.body.text.length + key.length + 200;
    if (bytes > this.maxBytes) return;
    this.drop(key);
    answer.key = key;
    this.entries.set(key, { answer, tags: loaded.tags, bytes });
    this.bytes += bytes;
    for (const tag of loaded.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // Map order is insertion order: the first keys are the oldest.
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  private dropTag(tag: string): void {
    for (const key of this.byTag.get(tag) ?? []) this.drop(key);
  }

  private apply(change: ReadChange): void {
    this.generation += 1;
    if (change.kind === 'reset' || (change.kind === 'users' && change.userIds === null)) {
      this.entries.clear();
      this.byTag.clear();
      this.bytes = 0;
      return;
    }
    if (change.kind === 'problems') {
      this.dropTag('problems');
      return;
    }
    if (change.ranking) this.dropTag('ranking');
    for (const userId of change.userIds ?? []) this.dropTag(userTag(userId));
  }
}

/** The answer of a load: its JSON text and ETag. */
export function answerOf<T>(loaded: Loaded<T>): CachedAnswer<T> {
  const text = JSON.stringify(loaded.value);
  return {
    body: new EncodedBody(text),
    etag: etagOf(text),
    ownerId: loaded.ownerId ?? null,
    key: null,
    addressExpires: loaded.addressExpires ?? Number.POSITIVE_INFINITY,
  };
}
