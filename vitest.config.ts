import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
