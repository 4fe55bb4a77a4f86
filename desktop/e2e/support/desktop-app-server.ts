import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createAppRequestHandler } from '../../main/app-request-handler.ts';
import { withSecurityHeaders } from '../../main/content-security-policy.ts';
import { appOrigin } from '../../main/app-protocol.ts';
import { e2eAppPort } from './e2e-services.ts';

/** Where the desktop's `app://` handler is served over loopback HTTP for Chromium. */
export const desktopAppPort = e2eAppPort + 3;

/**
 * Serves the built renderer through the desktop's own `app://` request handler, security headers
 * included, with `/api` forwarded to the end-to-end API. Chromium cannot open `app://` without
 * Electron; on loopback HTTP the page is still same-origin with its workers and API, as in the app.
 */
export async function startDesktopAppServer(): Promise<{ url: string; close(): Promise<void> }> {
  const handle = withSecurityHeaders(
    createAppRequestHandler({
      rendererDir: fileURLToPath(new URL('../../../out/renderer', import.meta.url)),
      apiBaseUrl: `http://127.0.0.1:${e2eAppPort}`,
      fetchUpstream: (url, init) => fetch(url, init),
    }),
  );
  const server: Server = createServer((req, res) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host') headers.set(name, value);
    const request = new Request(`${appOrigin}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : null,
      duplex: 'half',
    } as RequestInit);
    void handle(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(desktopAppPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${desktopAppPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
