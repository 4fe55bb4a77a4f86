import {
  apiRoutes,
  compilerRequestSchema,
  desktopAnswerSources,
  desktopSourceHeader,
  messages,
  problemFullSchema,
  runRequestSchema,
  testcaseListResponseSchema,
} from '@zencode/shared/contract';
import { CaseInputError } from '@zencode/shared/judge';
import {
  readProblemFull,
  readProblemList,
  readPublicCases,
  readResponse,
  readSubmissions,
  forgetResponse,
  forgetProblem,
  saveProblemFull,
  saveProblemList,
  savePublicCases,
  saveResponse,
  saveSubmissions,
  type CacheDb,
  type CachedAnswer,
} from '../cache/index.ts';
import { ToolchainMissingError, type LocalRunner } from '../local-run/local-runner.ts';
import type { ConnectionStatus, OfflineReason } from './connection-status.ts';
import type { Outbox } from './outbox.ts';
import type { ReviewOutbox } from './review-outbox.ts';
import { createReviewQueueOffline } from './review-queue-offline.ts';
import { isServerUnreachable } from './server-unreachable.ts';
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

/**
 * What may cross from the server into the app's trusted window: data (JSON, the live progress
 * stream, images), never a page or a script, whatever a server or a proxy answers.
 */
const dataTypes =
  /^(application\/(?:[\w.+-]+\+)?json|text\/event-stream|image\/(?:png|jpeg|gif|webp|avif))\b/i;

function onlyData(response: Response): Response {
  if (response.status === 204 || response.status === 304) return response;
  if (dataTypes.test(response.headers.get('content-type') ?? '')) return response;
  return message(messages.serverNotData, 502, desktopAnswerSources.unreachable);
}

type Cached = {
  read: () => Promise<CachedAnswer | null>;
  save: (answer: CachedAnswer) => Promise<void>;
  /** The server no longer has it (404): it leaves the cache. */
  forget?: () => Promise<void>;
};

const json = (body: string, source: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', [desktopSourceHeader]: source },
  });
const message = (text: string, status: number, source = 'desktop') =>
  json(JSON.stringify({ message: text }), source, status);
/** The server cannot be reached and nothing else can answer. */
const unreachable = () =>
  message(messages.serverUnreachable, 502, desktopAnswerSources.unreachable);
const offlineCopy = (body: string) => json(body, desktopAnswerSources.offlineCopy);

/** A request body as JSON, or undefined when it is not JSON (the schema then refuses it). */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The desktop's seam between the renderer and the server (every `app://zencode/api/*` request):
 * attaches the session from the keychain; serves the problem list, problem pages and public
 * cases from the cache at once and refreshes them behind (ETag, 304); falls back to the cached
 * submissions when offline; queues submissions in the outbox; runs code on this computer when the
 * server cannot be reached. Everything else is forwarded as it is.
 */
export function createApiGateway(options: ApiGatewayOptions) {
  const { db, server, connection } = options;

  async function forward(path: string, request: Request, headers: Headers, body?: string) {
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
      const response = await options.fetchUpstream(`${server}${path}`, {
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

  /** Fetches with the cached ETag; stores a changed body. Answers the fresh body (or null). */
  async function revalidate(path: string, request: Request, headers: Headers, cache: Cached) {
    const cached = await cache.read();
    const conditional = new Headers(headers);
    if (cached?.etag) conditional.set('if-none-match', cached.etag);
    const response = await forward(path, request, conditional);
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
  async function cachedRead(path: string, request: Request, headers: Headers, cache: Cached) {
    const cached = await cache.read();
    if (cached) {
      void revalidate(path, request, headers, cache).then(
        ({ changed }) => changed && options.onCacheRefreshed?.(),
        () => undefined,
      );
      return connection.isOnline() ? json(cached.json, 'cache') : offlineCopy(cached.json);
    }
    try {
      const { response } = await revalidate(path, request, headers, cache);
      return response ?? json((await cache.read())!.json, 'cache');
    } catch {
      return message(messages.offlineUnavailable, 503, desktopAnswerSources.unreachable);
    }
  }

  async function submissionsRead(
    path: string,
    problemId: string,
    request: Request,
    headers: Headers,
  ) {
    try {
      const response = await forward(path, request, headers);
      if (response.status !== 200) return response;
      const body = await response.text();
      await saveSubmissions(db, server, problemId, body);
      return json(body, 'server');
    } catch {
      const cached = await readSubmissions(db, server, problemId);
      return cached ? offlineCopy(cached) : unreachable();
    }
  }

  /** Other JSON reads: from the server, else the last copy (marked) when it cannot be reached. */
  async function lastCopyRead(path: string, request: Request, headers: Headers) {
    let response: Response;
    try {
      response = await forward(path, request, headers);
    } catch {
      const cached = await readResponse(db, server, path);
      return cached ? offlineCopy(cached) : unreachable();
    }
    // A read the server now refuses (a profile made private, a signed-out learner) is not shown
    // again from an old copy.
    if ([401, 403, 404].includes(response.status)) await forgetResponse(db, server, path);
    // Streams (live submission progress) and errors pass through untouched.
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('json'))
      return response;
    const body = await response.text();
    await saveResponse(db, server, path, body);
    // The body is decoded text now: its transfer headers no longer apply.
    const answerHeaders = new Headers(response.headers);
    answerHeaders.delete('content-encoding');
    answerHeaders.delete('content-length');
    return new Response(body, { status: 200, headers: answerHeaders });
  }

  async function submit(request: Request) {
    const body = (await request.json()) as { problemId: string; language: string; code: string };
    const outcome = await options.outbox.submit({
      problemId: body.problemId,
      language: body.language,
      code: body.code,
    });
    if (outcome.kind === 'queued') return message(messages.submissionQueuedOffline, 503, 'outbox');
    if (outcome.kind === 'unreachable') return unreachable();
    return outcome.response;
  }

  async function runHere(problemId: string, body: string) {
    const parsed = runRequestSchema.safeParse(jsonOf(body));
    if (!parsed.success) return message(messages.validationFailed, 400);
    const full = await readProblemFull(db, server, problemId);
    const cases = await readPublicCases(db, server, problemId);
    if (!full || !cases) return message(messages.offlineUnavailable, 503);
    try {
      const result = await options.localRunner.run(
        problemFullSchema.parse(JSON.parse(full.json)),
        testcaseListResponseSchema.parse(JSON.parse(cases.json)),
        parsed.data,
      );
      return json(JSON.stringify(result), 'this-computer');
    } catch (error) {
      if (error instanceof ToolchainMissingError) return message(error.message, 400);
      if (error instanceof CaseInputError) return message(error.message, 400);
      throw error;
    }
  }

  async function compileHere(body: string) {
    const parsed = compilerRequestSchema.safeParse(jsonOf(body));
    if (!parsed.success) return message(messages.validationFailed, 400);
    try {
      return json(JSON.stringify(await options.localRunner.compile(parsed.data)), 'this-computer');
    } catch (error) {
      if (error instanceof ToolchainMissingError) return message(error.message, 400);
      throw error;
    }
  }

  /** Run and the compiler: on the server when it answers, else on this computer. */
  async function runAnywhere(
    path: string,
    request: Request,
    headers: Headers,
    here: (body: string) => Promise<Response>,
  ) {
    const body = await request.text();
    try {
      return await forward(path, request, headers, body);
    } catch {
      return here(body);
    }
  }

  /** Every answer the window gets for `/api`: data only (see `onlyData`). */
  return async function answerApi(request: Request, upstreamUrl: string): Promise<Response> {
    return onlyData(await route(request, upstreamUrl));
  };

  async function route(request: Request, upstreamUrl: string): Promise<Response> {
    const url = new URL(upstreamUrl);
    const path = `${url.pathname}${url.search}`;
    const headers = new Headers(request.headers);
    if (!headers.has('authorization')) {
      const token = await options.readToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    const route = url.pathname.replace(/^\/api/, '');
    const id = (prefix: string) =>
      route.startsWith(prefix) && !route.slice(prefix.length).includes('/')
        ? decodeURIComponent(route.slice(prefix.length))
        : null;
    const isGet = request.method === 'GET';
    const idFull = id('/problem-details/full/');
    const idCases = id('/testcases/problem/');
    const idSubmissions = id('/submission/problem/');
    const runMatch = /^\/problems\/([^/]+)\/run$/.exec(route);

    if (isGet && route === '/problems' && url.search === '')
      return cachedRead(path, request, headers, {
        read: () => readProblemList(db, server),
        save: (answer) =>
          saveProblemList(db, server, JSON.parse(answer.json) as { _id: string }[], answer.etag),
      });
    if (isGet && idFull)
      return cachedRead(path, request, headers, {
        read: () => readProblemFull(db, server, idFull),
        save: (answer) => saveProblemFull(db, server, idFull, answer),
        forget: () => forgetProblem(db, server, idFull),
      });
    if (isGet && idCases)
      return cachedRead(path, request, headers, {
        read: () => readPublicCases(db, server, idCases),
        save: (answer) => savePublicCases(db, server, idCases, answer),
      });
    if (isGet && idSubmissions) return submissionsRead(path, idSubmissions, request, headers);
    if (request.method === 'POST' && route === '/submission') {
      headers.delete('content-length');
      return submit(new Request(request, { headers }));
    }
    if (request.method === 'POST' && runMatch)
      return runAnywhere(path, request, headers, (body) =>
        runHere(decodeURIComponent(runMatch[1]!), body),
      );
    if (request.method === 'POST' && route === apiRoutes.compiler)
      return runAnywhere(path, request, headers, compileHere);
    const reviewAnswer = await reviewQueue?.(request, url, headers);
    if (reviewAnswer) return reviewAnswer;
    if (isGet) return lastCopyRead(path, request, headers);
    try {
      return await forward(path, request, headers);
    } catch {
      return unreachable();
    }
  }
}

export type ApiGateway = ReturnType<typeof createApiGateway>;
