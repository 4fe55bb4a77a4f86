import { defineConfig } from '@playwright/test';
import { e2eServerEnv } from './desktop/e2e/support/e2e-services.ts';

const port = Number(process.env.E2E_PORT ?? 8787);

export default defineConfig({
  testDir: 'desktop/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // No session bus for the browser: the desktop harness points this process at a D-Bus of its
      // own for the keychain and stops it after its tests, and a Chromium connected to it aborts.
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'disabled:' },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Mail and GitHub/Google go to the SMTP and OAuth 2 servers the account tests start on loopback.
    env: { PORT: String(port), HOST: '127.0.0.1', ...e2eServerEnv },
  },
});
