import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type Browser, chromium, type Page } from '@playwright/test';
import { createApp } from '../src/app.ts';
import { loadCatalogIfEmpty, readCatalog } from '../src/catalog/index.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/index.ts';
import { insertAccount } from '../src/features/auth/auth-testing.ts';
import { signSessionToken } from '../src/features/auth/index.ts';
import { createLogger } from '../src/logger.ts';

/**
 * `npm run bench:web`: what a browser downloads and waits for. The built web app (`npm run build`,
 * built here when missing) is served by the real API over a fresh embedded database; the system
 * Chromium, each time with an empty cache, measures
 *  - the landing page's JavaScript as transferred (compressed), target ≤ 200 KB;
 *  - on /problems/two-sum, signed in, the time from navigation to the editor showing the starter
 *    code: cold (a new browser context, empty cache) and warm (the same context loading the page
 *    again, its HTTP cache filled), median of RUNS each, targets ≤ 0.8 s and ≤ 0.3 s.
 * Loopback, no throttling; on a shared machine the times are noisy. Prints, asserts nothing.
 */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 7);
const landingTargetKb = 200;
const coldTargetMs = 800;
const warmTargetMs = 300;
const problemPath = '/problems/two-sum';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Sums the bodies of the page's scripts as they came over the wire, and as unpacked. */
async function landingScripts(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses: Promise<{ wire: number; unpacked: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responses.push(
      (async () => ({
        wire: (await response.request().sizes()).responseBodySize,
        unpacked: (await response.body()).byteLength,
      }))(),
    );
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(responses);
  await context.close();
  return {
    files: sizes.length,
    wire: sizes.reduce((sum, size) => sum + size.wire, 0),
    unpacked: sizes.reduce((sum, size) => sum + size.unpacked, 0),
  };
}

/** Milliseconds from navigation start until Monaco shows the starter code. */
async function editorReadyOn(page: Page, base: string): Promise<number> {
  await page.goto(`${base}${problemPath}`);
  // A function, not a string: the page's Content-Security-Policy forbids eval, which a string
  // predicate needs. This file is compiled without the DOM's types, hence the narrow cast.
  const ready = await page.waitForFunction(
    () => {
      const { document } = globalThis as unknown as {
        document: { querySelector(selector: string): { textContent: string | null } | null };
      };
      const text = document.querySelector('.monaco-editor .view-lines')?.textContent ?? '';
      return text.trim() ? performance.now() : false;
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await ready.jsonValue()) as number;
}

/** A cold load (new context, empty cache), then a warm one in the same context. */
async function editorReady(
  browser: Browser,
  base: string,
  token: string,
): Promise<{ cold: number; warm: number }> {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const cold = await editorReadyOn(page, base);
  const warm = await editorReadyOn(page, base);
  await context.close();
  return { cold, warm };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zencode-bench-web-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  if (!existsSync(join(config.webDist, 'index.html'))) {
    console.log('Building the web app first (npm run build:web)...');
    const build = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:web failed');
  }
  const logger = createLogger('warn');
  const database = await openDatabase(config, logger);
  let server: ReturnType<typeof serve> | undefined;
  let browser: Browser | undefined;
  try {
    await migrateToLatest(database.db);
    await loadCatalogIfEmpty(database.db, () => readCatalog());
    const username = 'bench_learner';
    const id = await insertAccount(database.db, { email: 'bench@zencode.test', username });
    const token = await signSessionToken(config.jwtSecret, {
      sub: id,
      username,
      role: 'user',
      sv: 1,
    });
    const app = createApp({ config, db: database.db, logger });
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server!.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });

    const landing = await landingScripts(browser, base);
    await editorReady(browser, base, token); // warms the server and the disk cache, not Chromium's
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const times = await editorReady(browser, base, token);
      cold.push(times.cold);
      warm.push(times.warm);
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const editorLine = (label: string, times: number[], targetMs: number) =>
      `${`problem page editor ready, ${label}, median of ${RUNS}`.padEnd(48)} ${seconds(median(times)).padStart(8)}  ≤ ${(targetMs / 1000).toFixed(1)} s    (runs: ${times.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`;

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log('Web app benchmark: system Chromium, loopback, empty browser cache each load');
    console.log(`${'figure'.padEnd(48)} measured  target`);
    console.log(
      `${'landing page JavaScript, as served'.padEnd(48)} ${`${kb(landing.wire)} KB`.padStart(8)}  < ${landingTargetKb} KB   (${landing.files} files, ${kb(landing.unpacked)} KB unpacked)`,
    );
    console.log(editorLine('cold', cold, coldTargetMs));
    console.log(editorLine('warm', warm, warmTargetMs));
  } finally {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
