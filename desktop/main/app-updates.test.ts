import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire, registerHooks } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesktopUpdateStatus } from '@zencode/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppUpdates } from './app-updates.ts';
import type * as StandInModule from './stand-in/electron-stand-in.ts';

type StandIn = typeof StandInModule;

/**
 * The update check as it runs in the app: electron-updater's own AppImage updater, its HTTP
 * through the stand-in `electron` (net.request), against a local feed laid out the way
 * electron-builder publishes one (`latest-linux.yml` beside the AppImage).
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron')
      return {
        url: new URL('./stand-in/electron-stand-in.ts', import.meta.url).href,
        format: 'module',
        shortCircuit: true,
      };
    return nextResolve(specifier, context);
  },
});
const { AppImageUpdater } = await import('electron-updater');
// The instance electron-updater's require('electron') gets (vitest's own import would be another).
const { app: electronApp, standIn } = createRequire(import.meta.url)('electron') as StandIn;

const dir = mkdtempSync(join(tmpdir(), 'zencode-updates-'));
const newAppImage = Buffer.from('the AppImage of ZenCode 9.9.9');
let feedVersion = '9.9.9';
const served: string[] = [];
let server: Server;
let feedUrl = '';

beforeAll(async () => {
  const sha512 = createHash('sha512').update(newAppImage).digest('base64');
  server = createServer((request, response) => {
    // electron-updater adds ?noCache=… to the feed's URL.
    const path = new URL(request.url ?? '/', 'http://feed').pathname;
    served.push(path);
    if (path === '/latest-linux.yml')
      return response.end(
        [
          `version: ${feedVersion}`,
          'files:',
          `  - url: ZenCode-${feedVersion}.AppImage`,
          `    sha512: ${sha512}`,
          `    size: ${newAppImage.length}`,
          `path: ZenCode-${feedVersion}.AppImage`,
          `sha512: ${sha512}`,
          "releaseDate: '2026-11-26T00:00:00.000Z'",
          '',
        ].join('\n'),
      );
    if (path === `/ZenCode-${feedVersion}.AppImage`) return response.end(newAppImage);
    response.statusCode = 404;
    response.end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  // An AppImage updater runs only inside an AppImage, which it replaces when the app quits.
  process.env.APPIMAGE = join(dir, 'ZenCode.AppImage');
  process.env.XDG_CACHE_HOME = join(dir, 'cache');
  standIn.configure({ userData: join(dir, 'user-data'), packaged: true });
  standIn.emitReady();
  writeFileSync(process.env.APPIMAGE, 'the AppImage of ZenCode 0.1.0');
});
afterAll(async () => {
  delete process.env.APPIMAGE;
  delete process.env.XDG_CACHE_HOME;
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function updatesFor(feed: string | null) {
  // electron-updater's own view of the app (ElectronAppAdapter): an installed 0.1.0.
  const updater = new AppImageUpdater();
  updater.logger = null;
  const statuses: DesktopUpdateStatus[] = [];
  const updates = createAppUpdates({
    loadUpdater: () => updater,
    feed,
    configDir: join(dir, 'user-data'),
    onStatus: (status) => statuses.push(status),
  });
  return { updater, updates, statuses };
}

const settled = async (statuses: DesktopUpdateStatus[], state: DesktopUpdateStatus['state']) => {
  for (let waited = 0; !statuses.some((status) => status.state === state); waited += 20) {
    if (waited > 20_000) throw new Error(`no ${state} status: ${JSON.stringify(statuses)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('desktop updates from a generic feed', { timeout: 60_000 }, () => {
  it('finds a newer version, downloads it and has it install when the app quits', async () => {
    feedVersion = '9.9.9';
    const { updater, updates, statuses } = updatesFor(feedUrl);
    await updates.check();
    await settled(statuses, 'ready');
    expect(statuses.map((status) => status.state)).toEqual(['checking', 'downloading', 'ready']);
    expect(updates.status()).toEqual({ state: 'ready', version: '9.9.9' });
    expect(served).toContain('/latest-linux.yml');
    expect(served).toContain('/ZenCode-9.9.9.AppImage');
    // The verified download waits in the cache, and quitting installs it over the old AppImage.
    const installer = (updater as unknown as { installerPath: string | null }).installerPath;
    expect(installer && existsSync(installer) && readFileSync(installer)).toEqual(newAppImage);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(electronApp.listenerCount('quit')).toBeGreaterThan(0);
  });

  it('says the version is current when the feed has nothing newer', async () => {
    feedVersion = '0.1.0';
    const { updates, statuses } = updatesFor(feedUrl);
    await updates.check();
    await settled(statuses, 'current');
    expect(updates.status()).toEqual({ state: 'current', version: '0.1.0' });
  });

  it('says why when the feed cannot be read, and changes nothing', async () => {
    const { updates, statuses } = updatesFor(`${feedUrl}missing/`);
    await updates.check();
    await settled(statuses, 'failed');
    expect(updates.status().state).toBe('failed');
    expect(JSON.stringify(updates.status())).toContain('404');
  });

  it('stays off without a feed, and asks nobody', async () => {
    const before = served.length;
    const { updates, statuses } = updatesFor(null);
    expect(await updates.check()).toEqual({ state: 'off' });
    expect(statuses).toEqual([]);
    expect(served.length).toBe(before);
  });
});
