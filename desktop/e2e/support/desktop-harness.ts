import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { build } from 'esbuild';
import { appOrigin } from '../../main/app-protocol.ts';
import { createAppRequestHandler } from '../../main/app-request-handler.ts';
import { withSecurityHeaders } from '../../main/content-security-policy.ts';
import type { IpcInvokeEvent } from '../../main/ipc/handle-validated.ts';
import { registerNativeIpc } from '../../main/ipc/native-ipc.ts';
import { registerOfflineIpc } from '../../main/ipc/offline-ipc.ts';
import { createAppUpdates } from '../../main/app-updates.ts';
import {
  createDesktopServices,
  type DesktopServices,
} from '../../main/offline/desktop-services.ts';
import type { ArrivedVerdict } from '../../main/offline/follow-verdict.ts';
import { loadKeytar, type KeytarModule } from '../../main/secrets/index.ts';
import {
  startSecretServiceSession,
  type SecretServiceSession,
} from '../../main/secrets/secret-service-session.ts';
import { e2eAppPort } from './e2e-services.ts';

/** The origin the desktop page is opened at; page.route answers it, nothing listens there. */
export const desktopPageOrigin = `http://127.0.0.1:${e2eAppPort + 4}`;

/** A TCP relay to the end-to-end API: closing it is, for the desktop, the server going away. */
async function startRelay(port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = async () => {
    if (server) return;
    server = createServer((client) => {
      const upstream = new Socket();
      sockets.add(client).add(upstream);
      upstream.connect(e2eAppPort, '127.0.0.1');
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
      server = null;
    },
    start: listen,
  };
}

/**
 * The desktop app without Electron: the real main-process services (SQLite cache, keychain in a
 * real Secret Service, gateway, outbox, local runner) and the real app:// request handler behind
 * page.route, the real preload API in the page with IPC over Playwright bindings.
 */
export async function startDesktopHarness() {
  const keyring: SecretServiceSession = await startSecretServiceSession(process.env);
  const busBefore = process.env.DBUS_SESSION_BUS_ADDRESS;
  process.env.DBUS_SESSION_BUS_ADDRESS = keyring.address;
  const keytar = await loadKeytar();
  if (!keytar) throw new Error('keytar did not load: run npm ci with libsecret-1-dev installed');
  const relay = await startRelay(e2eAppPort + 5);
  const userDataDir = mkdtempSync(join(tmpdir(), 'zencode-desktop-e2e-'));
  const pages = new Set<Page>();
  /** The servers the learner switched to (the app would restart with each). */
  const serverChanges: string[] = [];
  /** Verdicts of submissions the outbox sent, as the app would notify them. */
  const verdicts: ArrivedVerdict[] = [];
  /** The main-process services and the app:// handler for one server, as an app start makes them. */
  const startFor = async (server: string) => {
    const started: DesktopServices = await createDesktopServices({
      userDataDir,
      server,
      fetchUpstream: (url, init) => fetch(url, init),
      keytar,
      encryption: null,
      onServerChanged: (serverUrl) => serverChanges.push(serverUrl),
      onVerdict: (verdict) => verdicts.push(verdict),
      emit(event, payload) {
        for (const page of pages)
          void page
            .evaluate(
              ([name, value]) =>
                (globalThis as { __desktopEmit?: (e: string, v: unknown) => void }).__desktopEmit?.(
                  name as string,
                  value,
                ),
              [event, payload] as const,
            )
            .catch(() => undefined);
      },
    });
    const handler = withSecurityHeaders(
      createAppRequestHandler({
        rendererDir: fileURLToPath(new URL('../../../out/renderer', import.meta.url)),
        apiBaseUrl: server,
        fetchUpstream: (url, init) => fetch(url, init),
        answerApi: started.answerApi,
      }),
    );
    return { server, services: started, handle: handler };
  };
  let current = await startFor(relay.origin);
  const preload = await build({
    entryPoints: [fileURLToPath(new URL('./desktop-preload-shim.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
  });

  // The page's calls go through the app's own IPC registration: checked sender, validated
  // arguments, and a refused call rejects in the page as it does in Electron.
  const ipcHandlers = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => unknown>();
  registerOfflineIpc(
    { handle: (channel, listener) => ipcHandlers.set(channel, listener) },
    (channel, args) => current.services.invoke(channel, args),
    desktopPageOrigin,
  );
  // The native shell's calls that need Electron (sign-in, notifications, theme) do nothing here;
  // the self-update is the app's own, with no feed configured, as in a copy built from source.
  const updates = createAppUpdates({
    loadUpdater: () => {
      throw new Error('no update feed');
    },
    feed: null,
    configDir: userDataDir,
    onStatus: () => undefined,
  });
  registerNativeIpc(
    { handle: (channel, listener) => ipcHandlers.set(channel, listener) },
    {
      startSignIn: () => Promise.resolve(),
      verdictArrived: () => undefined,
      chooseTheme: () => undefined,
      updateStatus: () => updates.status(),
      restartToUpdate: () => updates.restartNow(),
    },
    desktopPageOrigin,
  );

  return {
    get services() {
      return current.services;
    },
    keytar: keytar as KeytarModule,
    /** The server the app uses now (the relay's origin unless switched). */
    get server() {
      return current.server;
    },
    /** The relay under another address: for the desktop, another server (with the same API). */
    otherServer: relay.origin.replace('127.0.0.1', 'localhost'),
    /** Restarts the services with `server`, as the app does when the learner picks another one. */
    async switchServer(server: string) {
      await current.services.close();
      current = await startFor(server);
    },
    userDataDir,
    serverChanges,
    verdicts,
    /** Cuts the desktop off the server (connections refused) and back. */
    serverDown: () => relay.stop(),
    serverUp: () => relay.start(),
    async attach(context: BrowserContext, page: Page) {
      pages.add(page);
      await context.exposeBinding(
        '__desktopInvoke',
        (source, channel: string, ...args: unknown[]) => {
          const handler = ipcHandlers.get(channel);
          if (!handler) return undefined;
          const senderFrame = { url: source.frame.url(), parent: source.frame.parentFrame() };
          return handler({ senderFrame }, ...args);
        },
      );
      await context.addInitScript({ content: preload.outputFiles[0]!.text });
      await page.route(`${desktopPageOrigin}/**`, async (route) => {
        const request = route.request();
        const url = request.url().replace(desktopPageOrigin, appOrigin);
        const body = request.postDataBuffer();
        const response = await current.handle(
          new Request(url, {
            method: request.method(),
            headers: await request.allHeaders(),
            body: body && request.method() !== 'GET' ? body : null,
          }),
        );
        await route.fulfill({
          status: response.status,
          headers: Object.fromEntries(response.headers),
          body: Buffer.from(await response.arrayBuffer()),
        });
      });
    },
    async close() {
      await current.services.close();
      await relay.stop();
      keyring.stop();
      // The bus is gone: what this process starts later must not look for it.
      if (busBefore === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS;
      else process.env.DBUS_SESSION_BUS_ADDRESS = busBefore;
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export type DesktopHarness = Awaited<ReturnType<typeof startDesktopHarness>>;
