import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { chooseEncoding, loggablePath } from '../http/index.ts';
import { etagMatches } from './etag-matches.ts';
import type { Logger } from '../logger.ts';
import type { CachedAnswer, ReadCache } from './read-cache.ts';

/*
 * The lean read path, whole: a measured speed-up of cached public reads (see
 * docs/api-read-performance.md), off with LEAN_READS=off. Its interface is two calls:
 * - `new LeanReads(readCache, logger).listener(honoListener)`: server.ts wraps Hono's node:http
 *   listener with it (http/node-listener.ts);
 * - `offerToLeanReads(outgoing, answer, encoding, body)`: sendPublicAnswer offers each anonymous
 *   public answer it sends.
 * Everything else (the learnt addresses, the captured headers, the replay) stays in this file; the
 * read cache only says how long an address keeps meaning an answer (CachedAnswer.addressExpires).
 */

/** What sendPublicAnswer offers for replay: the kept answer, in one encoding. */
interface Offer {
  answer: CachedAnswer;
  encoding: string;
  body: Buffer;
  /** The headers given to writeHead (node:http keeps none of them for getHeaders()). */
  headers?: OutgoingHttpHeaders;
}

/** Answers to capture once the full HTTP path has written them (see offerToLeanReads). */
const offers = new WeakMap<ServerResponse, Offer>();

/** One answer as it went out: its status-200 and 304 headers, and its body. */
interface SentAnswer {
  /** Flat [name, value, ...] as `writeHead` takes them. */
  headers: string[];
  notModifiedHeaders: string[];
  body: Buffer;
}

/**
 * A cached answer as the full path sent it, per encoding. Kept beside the read cache, not in it:
 * gone with the answer once the read cache drops it.
 */
const sentAnswers = new WeakMap<CachedAnswer, Map<string, SentAnswer>>();

/** Headers that describe one body: left out of a 304, and Content-Length set per body. */
const bodyHeaders = new Set(['content-type', 'content-length', 'content-encoding']);

/**
 * Memory the learnt addresses may take, oldest forgotten first. Counted in bytes, not addresses:
 * anyone can spell one public read in endless ways (a query string of their own, up to the
 * 16 KiB a request line may have), and each spelling is an address.
 */
export const aliasBudgetBytes = 8 * 1024 * 1024;
/** A Map entry and its object beside the strings themselves (V8, 64-bit), rounded up. */
const aliasOverheadBytes = 160;

/** An address learnt: the read cache's key of its answer, until the address means another. */
interface Alias {
  key: string;
  expires: number;
  bytes: number;
}

/**
 * Called by sendPublicAnswer with an anonymous GET's public answer: when it is kept in the read
 * cache and the request came through LeanReads' listener, the answer's headers are captured as it
 * goes out, and the next anonymous GET of the same address is answered from them.
 */
export function offerToLeanReads(
  outgoing: ServerResponse | undefined,
  answer: CachedAnswer,
  encoding: string,
  body: Buffer,
): void {
  if (!outgoing || answer.key === null) return;
  const offer: Offer = { answer, encoding, body };
  offers.set(outgoing, offer);
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = rest.at(-1);
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      offer.headers = { ...(headers as OutgoingHttpHeaders) };
    }
    return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
  } as ServerResponse['writeHead'];
}

/**
 * The lean path of cached public reads. Hono's full path (a fetch Request per request, routing,
 * validation, middleware, a Response turned back into node:http) cost a cache hit several times
 * the hit itself. Once an anonymous GET of an address was answered from the read cache by that
 * path, its exact headers (secure headers and CSP, Cache-Control, Vary, ETag per encoding) are
 * kept with the answer, and the next anonymous GET of the same address (same path and query,
 * character for character) waits for the same freshness barrier and is answered with those bytes,
 * or a 304, straight from node:http. Anything else (an Authorization header, another method, an
 * address not seen, an answer dropped by a change, an encoding not yet sent) takes the full path.
 */
export class LeanReads {
  private readonly aliases = new Map<string, Alias>();
  /** What the aliases take, as aliasBudgetBytes counts it. */
  private aliasBytes = 0;
  private readonly encodings = new Map<string, string>();
  /** Requests answered on the lean path (for tests and the benchmark). */
  served = 0;

  constructor(
    private readonly readCache: ReadCache,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** `fallback` (Hono's listener), with cached public reads answered ahead of it. */
  listener(fallback: RequestListener): RequestListener {
    return (incoming, outgoing) => {
      const key = this.aliasOf(incoming);
      if (key === undefined) return this.full(fallback, incoming, outgoing);
      const started = performance.now();
      void this.readCache.fresh().then(
        (fresh) => {
          if (!fresh || !this.replay(key, incoming, outgoing, started)) {
            void this.full(fallback, incoming, outgoing);
          }
        },
        () => void this.full(fallback, incoming, outgoing),
      );
    };
  }

  /** The full path; then keeps the headers of a public answer it offered for replay. */
  private async full(
    fallback: RequestListener,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
  ): Promise<void> {
    await fallback(incoming, outgoing);
    const offer = offers.get(outgoing);
    if (!offer) return;
    offers.delete(outgoing);
    const { answer } = offer;
    if (
      !offer.headers ||
      outgoing.statusCode !== 200 ||
      incoming.method !== 'GET' ||
      incoming.headers.authorization !== undefined ||
      answer.key === null ||
      this.readCache.peek(answer.key) !== answer
    ) {
      return;
    }
    let sent = sentAnswers.get(answer);
    if (!sent) sentAnswers.set(answer, (sent = new Map()));
    sent.set(
      offer.encoding,
      sentAnswer({ ...outgoing.getHeaders(), ...offer.headers }, offer.body),
    );
    if (this.now() >= answer.addressExpires) return;
    const url = incoming.url!;
    this.forget(url);
    // Strings of one-byte characters take a byte each, others two.
    const bytes = 2 * (url.length + answer.key.length) + aliasOverheadBytes;
    // Map order is insertion order: the first address is the one learnt longest ago.
    while (this.aliasBytes + bytes > aliasBudgetBytes && this.aliases.size > 0) {
      this.forget(this.aliases.keys().next().value!);
    }
    this.aliases.set(url, { key: answer.key, expires: answer.addressExpires, bytes });
    this.aliasBytes += bytes;
  }

  /** Memory the learnt addresses take now (bytes, as aliasBudgetBytes counts it). */
  get learntAddressBytes(): number {
    return this.aliasBytes;
  }

  private forget(url: string): void {
    const alias = this.aliases.get(url);
    if (!alias) return;
    this.aliases.delete(url);
    this.aliasBytes -= alias.bytes;
  }

  /** The cache key of an anonymous GET's address, while that address still means it. */
  private aliasOf(incoming: IncomingMessage): string | undefined {
    if (incoming.method !== 'GET' || incoming.headers.authorization !== undefined) return;
    const alias = this.aliases.get(incoming.url!);
    if (!alias) return;
    if (this.now() < alias.expires) return alias.key;
    this.forget(incoming.url!);
  }

  /** Answers from the captured headers; false when this answer cannot be replayed. */
  private replay(
    key: string,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    started: number,
  ): boolean {
    const answer = this.readCache.peek(key);
    const sent =
      answer && sentAnswers.get(answer)?.get(this.encodingOf(incoming.headers['accept-encoding']));
    if (!answer || !sent) return false;
    const ifNoneMatch = incoming.headers['if-none-match'];
    const status = ifNoneMatch && etagMatches(ifNoneMatch, answer.etag) ? 304 : 200;
    if (status === 304) {
      outgoing.writeHead(304, sent.notModifiedHeaders);
      outgoing.end();
    } else {
      outgoing.writeHead(200, sent.headers);
      outgoing.end(sent.body);
    }
    this.served += 1;
    const ms = Math.round(performance.now() - started);
    const path = incoming.url!.split('?', 1)[0]!;
    this.logger.info(`GET ${loggablePath(path)} ${status} ${ms}ms`);
    return true;
  }

  /** sendPublicAnswer's choice of encoding for this Accept-Encoding ('' for none). */
  private encodingOf(acceptEncoding: string | undefined): string {
    const header = acceptEncoding ?? '';
    let encoding = this.encodings.get(header);
    if (encoding === undefined) {
      encoding = chooseEncoding(acceptEncoding) ?? '';
      if (this.encodings.size > 100) this.encodings.clear();
      this.encodings.set(header, encoding);
    }
    return encoding;
  }
}

/** The headers the full path wrote, as flat lists for a 200 with `body` and for a 304. */
function sentAnswer(headers: OutgoingHttpHeaders, body: Buffer): SentAnswer {
  const full: string[] = [];
  const notModified: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    for (const one of Array.isArray(value) ? value : [String(value)]) {
      if (lower !== 'content-length') full.push(name, one);
      if (!bodyHeaders.has(lower)) notModified.push(name, one);
    }
  }
  full.push('Content-Length', String(body.byteLength));
  return { headers: full, notModifiedHeaders: notModified, body };
}
