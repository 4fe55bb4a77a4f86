import { desktopAnswerSources, messages, type QueuedSubmission } from '@zencode/shared/contract';
import {
  everyAccount,
  forgetCachedAnswer,
  forgetProblem,
  problemPageAt,
  publicCasesAt,
  readCachedAnswer,
  readProblemList,
  saveCachedAnswer,
  saveProblemList,
  visitorAccount,
  type AnswerKey,
  type CacheDb,
  type CachedAnswer,
} from '../cache/index.ts';
import type { LocalRunner } from '../local-run/local-runner.ts';
import type { ConnectionStatus, OfflineReason } from './connection-status.ts';
import { json, message, offlineCopy, onlyData, unreachable } from './gateway-answers.ts';
import {
  gatewayRouteOf,
  isCacheFirst,
  policyOf,
  routeOfPath,
  type CacheFirstName,
  type GatewayPolicy,
  type GatewayRequest,
  type GatewayRoute,
} from './gateway-routes.ts';
import type { Outbox } from './outbox.ts';
import type { ReviewOutbox } from './review-outbox.ts';
import { createReviewQueueOffline } from './review-queue-offline.ts';
import { createRunHere } from './run-here.ts';
import { isServerUnreachable } from './server-unreachable.ts';
import { gatewaySessionOf } from './session-account.ts';
import { waitingSender } from './waiting-sender.ts';

export interface ApiGatewayOptions {
  db: CacheDb;
  /** API origin; caches and the outbox are per server. */
  server: string;
  fetchUpstream: (url: string, init: RequestInit) => Promise<Response>;
  /** The session token from the keychain, attached when the renderer sent none. */
  readToken: () => Promise<string | null>;
  connection: ConnectionStatus;
  outbox: Outbox;
  /** Review-schedule ratings and notes made offline; their reads then come from the cache. */
  reviewOutbox?: ReviewOutbox;
  localRunner: LocalRunner;
  /** Told when a background refresh changed a cached answer (the renderer refetches). */
  onCacheRefreshed?: () => void;
  /** How long the server may take to start answering before it counts as unreachable. */
  headersTimeoutMs?: number;
}

/** The server could not answer: a network error, no answer in time, or a gateway's 502/503/504. */
class ServerUnreachableError extends Error {
  override name = 'ServerUnreachableError';
  constructor(
    message: string,
    readonly reason: OfflineReason,
  ) {
    super(message);
  }
}

/** Whether a body of GET /testcases/problem/{id} holds a case that is not public. */
function hasHiddenCase(body: string): boolean {
  try {
    const cases = JSON.parse(body) as unknown;
    return (
      Array.isArray(cases) &&
      cases.some((each) => (each as { isPublic?: unknown })?.isPublic === false)
    );
  } catch {
    return false;
  }
}

type Cached = {
  read: () => Promise<CachedAnswer | null>;
  save: (answer: CachedAnswer) => Promise<void>;
  /** The server no longer has it (404): it leaves the cache. */
  forget?: () => Promise<void>;
};

/**
 * The desktop's seam between the renderer and the server (every `app://zencode/api/*` request):
 * attaches the session from the keychain, matches the request once to its contract route
 * (gateway-routes.ts) and answers it by that route's policy — the problem list, problem pages and
 * public cases from the cache at once, refreshed behind (ETag, 304); other reads from the server,
 * else their last copy; submissions through the outbox; Run, the compiler and Replay on this
 * computer when the server cannot be reached; the rest forwarded as it is.
 */
export function createApiGateway(options: ApiGatewayOptions) {
  const { db, server, connection } = options;

  async function forward(ask: GatewayRequest, headers = ask.headers, body?: string) {
    const { request } = ask;
    // A caller that gives up (the app stopping a verdict's follow-up) ends the request too; a
    // server that does not start answering in time counts as unreachable (a stream may then last).
    const abort = new AbortController();
    const giveUp = () => abort.abort(request.signal.reason);
    request.signal.addEventListener('abort', giveUp, { once: true });
    const timer = setTimeout(
      () => abort.abort(new ServerUnreachableError('no answer in time', 'timeout')),
      options.headersTimeoutMs ?? 30_000,
    );
    try {
      const response = await options.fetchUpstream(`${server}${ask.path}`, {
        method: request.method,
        headers,
        body: body ?? (request.method === 'GET' || request.method === 'HEAD' ? null : request.body),
        duplex: 'half',
        signal: abort.signal,
      } as RequestInit);
      if (isServerUnreachable(response))
        throw new ServerUnreachableError(
          `the server's gateway answered ${response.status}`,
          'gateway',
        );
      connection.markOnline();
      // The server answers: what waits in the outboxes goes now.
      for (const send of sendWaiting) void send();
      return response;
    } catch (error) {
      connection.markOffline(error instanceof ServerUnreachableError ? error.reason : 'network');
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  const sendWaiting = [options.outbox, options.reviewOutbox].flatMap((outbox) =>
    outbox ? [waitingSender(outbox)] : [],
  );
  const reviewQueue =
    options.reviewOutbox &&
    createReviewQueueOffline({ db, server, outbox: options.reviewOutbox, lastCopyRead });
  const runHere = createRunHere(db, server, options.localRunner);

  const answerCache = (at: AnswerKey): Cached => ({
    read: () => readCachedAnswer(db, at),
    save: (answer) => saveCachedAnswer(db, at, answer),
  });

  /**
   * Where each cache-first route keeps the install's shared copy of the catalogue, which every
   * visitor and learner on this computer reads.
   */
  const sharedCacheOf: {
    [Name in CacheFirstName]: (route: Extract<GatewayRoute, { name: Name }>) => Cached;
  } = {
    problemList: () => ({
      read: () => readProblemList(db, server),
      save: (answer) =>
        saveProblemList(db, server, JSON.parse(answer.json) as { _id: string }[], answer.etag),
    }),
    problemPage: ({ params: { id } }) => ({
      ...answerCache(problemPageAt(server, id)),
      forget: () => forgetProblem(db, server, id),
    }),
    publicCases: ({ params: { id } }) => {
      const cache = answerCache(publicCasesAt(server, id));
      return {
        ...cache,
        // Whoever asked, a hidden case is never kept where every learner here reads.
        save: (answer) =>
          hasHiddenCase(answer.json)
            ? forgetCachedAnswer(db, publicCasesAt(server, id))
            : cache.save(answer),
      };
    },
  };

  /**
   * Where a cache-first request keeps its copy: the shared catalogue, or for an admin (whom the
   * server also answers hidden cases and unpublished problems) a copy of their own, which leaves
   * with their session at log out.
   */
  function cacheOf(
    route: Extract<GatewayRoute, { name: CacheFirstName }>,
    catalogue: string,
    path: string,
  ): Cached {
    if (catalogue === everyAccount) return sharedCacheOf[route.name](route as never);
    return answerCache({ server, account: catalogue, route: route.pattern, key: path });
  }

  /** Fetches with the cached ETag; stores a changed body. Answers the fresh body (or null). */
  async function revalidate(ask: GatewayRequest, cache: Cached) {
    const cached = await cache.read();
    const conditional = new Headers(ask.headers);
    if (cached?.etag) conditional.set('if-none-match', cached.etag);
    const response = await forward(ask, conditional);
    if (response.status === 304 && cached) return { response: null, changed: false };
    if (response.status === 404 && cache.forget) {
      await cache.forget();
      return { response, changed: cached !== null };
    }
    if (response.status !== 200) return { response, changed: false };
    const body = await response.text();
    await cache.save({ json: body, etag: response.headers.get('etag') });
    return { response: json(body, 'server'), changed: cached !== null && cached.json !== body };
  }

  /** Stale-while-revalidate: the cached copy at once, refreshed in the background. */
  async function cachedRead(ask: GatewayRequest) {
    const { route } = ask;
    // A token the desktop does not hold neither reads nor fills anyone's copy.
    if (ask.catalogue === null || !isCacheFirst(route)) return networkOnly(ask);
    const cache = cacheOf(route, ask.catalogue, ask.path);
    const cached = await cache.read();
    if (cached) {
      void revalidate(ask, cache).then(
        ({ changed }) => changed && options.onCacheRefreshed?.(),
        () => undefined,
      );
      return connection.isOnline() ? json(cached.json, 'cache') : offlineCopy(cached.json);
    }
    try {
      const { response } = await revalidate(ask, cache);
      return response ?? json((await cache.read())!.json, 'cache');
    } catch {
      return message(messages.offlineUnavailable, 503, desktopAnswerSources.unreachable);
    }
  }

  /** Other JSON reads: from the server, else the last copy (marked) when it cannot be reached. */
  async function lastCopyRead(ask: GatewayRequest) {
    // Without a session the desktop holds, or asked never to keep one: the server's answer only.
    if (ask.account === null || ask.noStore) return networkOnly(ask);
    const at = {
      server,
      account: ask.account,
      route: ask.route?.pattern ?? routeOfPath(ask.path),
      key: ask.path,
    };
    let response: Response;
    try {
      response = await forward(ask);
    } catch {
      const cached = await readCachedAnswer(db, at);
      return cached ? offlineCopy(cached.json) : unreachable();
    }
    // A read the server now refuses (a profile made private, a signed-out learner) is not shown
    // again from an old copy.
    if ([401, 403, 404].includes(response.status)) await forgetCachedAnswer(db, at);
    // Streams (live submission progress) and errors pass through untouched.
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('json'))
      return response;
    const body = await response.text();
    await saveCachedAnswer(db, at, { json: body, etag: null });
    // The body is decoded text now: its transfer headers no longer apply.
    const answerHeaders = new Headers(response.headers);
    answerHeaders.delete('content-encoding');
    answerHeaders.delete('content-length');
    return new Response(body, { status: 200, headers: answerHeaders });
  }

  async function submit({ request, headers }: GatewayRequest) {
    headers.delete('content-length');
    const body = (await new Request(request, { headers }).json()) as {
      problemId: string;
      language: string;
      code: string;
    };
    const outcome = await options.outbox.submit({
      problemId: body.problemId,
      language: body.language,
      code: body.code,
    });
    if (outcome.kind === 'queued') {
      const queued: QueuedSubmission = {
        source: desktopAnswerSources.queued,
        idempotencyKey: outcome.idempotencyKey,
        message: messages.submissionQueuedOffline,
      };
      // Accepted for later: the page shows it as waiting and hears its verdict by this key.
      return json(JSON.stringify(queued), desktopAnswerSources.queued, 202);
    }
    if (outcome.kind === 'unreachable') return unreachable();
    return outcome.response;
  }

  /** The `local-run` routes as this computer answers them. */
  function runLocally(route: GatewayRoute | null, body: string) {
    switch (route?.name) {
      case 'run':
        return runHere.run(route.params.id, body);
      case 'compile':
        return runHere.compile(body);
      case 'replay':
        return runHere.replay(route.params.id, body);
      case 'compilerReplay':
        return runHere.replayProgram(body);
      default:
        return Promise.resolve(unreachable());
    }
  }

  /** Run, the compiler and Replay: on the server when it answers, else on this computer. */
  async function runAnywhere(ask: GatewayRequest) {
    const body = await ask.request.text();
    try {
      return await forward(ask, ask.headers, body);
    } catch {
      return runLocally(ask.route, body);
    }
  }

  async function networkOnly(ask: GatewayRequest) {
    try {
      return await forward(ask);
    } catch {
      return unreachable();
    }
  }

  /** Each policy of gateway-routes.ts and how it answers. */
  const policies: Record<GatewayPolicy, (ask: GatewayRequest) => Promise<Response>> = {
    'cache-first': cachedRead,
    'last-copy': lastCopyRead,
    outbox: submit,
    // Without a review outbox, or for a write nobody signed in can keep: the method's default.
    'review-outbox': async (ask) =>
      (await reviewQueue?.(ask)) ?? policies[policyOf(ask.request.method)](ask),
    'local-run': runAnywhere,
    'network-only': networkOnly,
  };

  /** Every answer the window gets for `/api`: data only (see `onlyData`). */
  return async function answerApi(request: Request, upstreamUrl: string): Promise<Response> {
    const url = new URL(upstreamUrl);
    const headers = new Headers(request.headers);
    const held = await options.readToken();
    if (!headers.has('authorization') && held) headers.set('authorization', `Bearer ${held}`);
    const bearer = headers.get('authorization')?.replace(/^Bearer\s+/i, '') || null;
    const route = gatewayRouteOf(request.method, url);
    const session = gatewaySessionOf(bearer, held);
    const ask: GatewayRequest = {
      request,
      url,
      path: `${url.pathname}${url.search}`,
      headers,
      route,
      account:
        session.kind === 'visitor'
          ? visitorAccount
          : session.kind === 'held'
            ? session.account
            : null,
      catalogue:
        session.kind === 'unverified'
          ? null
          : session.kind === 'held' && session.admin
            ? session.account
            : everyAccount,
      noStore: /\bno-store\b/i.test(request.headers.get('cache-control') ?? ''),
    };
    return onlyData(await policies[route?.policy ?? policyOf(request.method)](ask));
  };
}

export type ApiGateway = ReturnType<typeof createApiGateway>;
