import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, leaves a 2-core machine running one test
    // file at a time, though most files spend their time waiting on compilers, sandboxes and
    // PostgreSQL in other processes. Two at a time there: 750 s instead of 1,042 s, both while other
    // heavy work shared the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          // The desktop outbox's tests need the API's PostgreSQL.
          include: [
            'api/src/**/*.test.ts',
            'api/catalog/**/*.test.ts',
            'desktop/main/**/*.pg.test.ts',
            'desktop/renderer/src/**/*.pg.test.ts',
          ],
          globalSetup: ['api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
        // The renderer's sync against the real API (desktop/renderer/src/**/*.pg.test.ts).
        resolve: { alias: { '@': new URL('./desktop/renderer/src', import.meta.url).pathname } },
      },
      {
        test: {
          name: 'desktop',
          include: [
            'desktop/*.test.ts',
            'desktop/main/**/*.test.ts',
            'desktop/preload/**/*.test.ts',
            'desktop/renderer/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['desktop/main/**/*.pg.test.ts', 'desktop/renderer/src/**/*.pg.test.ts'],
        },
        resolve: { alias: { '@': new URL('./desktop/renderer/src', import.meta.url).pathname } },
      },
    ],
  },
});
