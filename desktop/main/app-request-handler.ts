import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { apiUpstreamUrl } from './api-forwarding.ts';
import { mimeTypeFor, resolveAppFile } from './app-protocol.ts';

export interface AppRequestHandlerOptions {
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** Origin of the API server that `/api/*` is forwarded to. */
  apiBaseUrl: string;
  /** Performs the forwarded request; Electron's `net.fetch` in the app. */
  fetchUpstream: (url: string, init: RequestInit) => Promise<Response>;
  /** Answers `/api/*` instead of plain forwarding: the desktop's cache, outbox and local runs. */
  answerApi?: (request: Request, upstreamUrl: string) => Promise<Response>;
}

// A synchronous stat costs microseconds and keeps the path resolution a plain, testable function.
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * fetch has already decoded a compressed answer (Brotli, gzip), but keeps its Content-Encoding and
 * Content-Length: passed on as they are, the renderer would try to decode the body again and fail.
 */
function withoutTransferEncoding(response: Response): Response {
  if (!response.headers.has('content-encoding')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Answers every `app://zencode/...` request: `/api/*` is forwarded to the API server, anything else
 * is a renderer file, with `index.html` for router paths. The security headers are added by
 * `withSecurityHeaders` around it, for every response alike.
 */
export function createAppRequestHandler(options: AppRequestHandlerOptions) {
  return async function handleAppRequest(request: Request): Promise<Response> {
    const upstream = apiUpstreamUrl(request.url, options.apiBaseUrl);
    if (upstream && options.answerApi) return options.answerApi(request, upstream);
    if (upstream) {
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      try {
        const response = await options.fetchUpstream(upstream, {
          method: request.method,
          headers: request.headers,
          body: hasBody ? request.body : null,
          duplex: 'half',
        } as RequestInit);
        return withoutTransferEncoding(response);
      } catch {
        // Same shape as the API's own errors, so the renderer shows its usual failure texts.
        return Response.json({ message: 'The ZenCode server cannot be reached.' }, { status: 502 });
      }
    }
    const resolution = resolveAppFile(options.rendererDir, request.url, isFile);
    if (resolution.kind === 'refused') return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(resolution.path);
      return new Response(body, { headers: { 'content-type': mimeTypeFor(resolution.path) } });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
