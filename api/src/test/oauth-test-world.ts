import { afterAll, beforeAll } from 'vitest';
import { fakeOauthEnv, startFakeOauthServer, type FakeOauthServer } from './fake-oauth-server.ts';
import { createTestApp } from './test-app.ts';
import { createTestConfig } from './test-config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface OauthTestWorld {
  test: TestDatabase;
  provider: FakeOauthServer;
  app: ReturnType<typeof createTestApp>['app'];
  close(): Promise<void>;
}

/**
 * A test database, the fake OAuth provider on `providerPort` (one client for GitHub and Google)
 * and the app configured for both, answering as `publicUrl`.
 */
export async function createOauthTestWorld(
  providerPort: number,
  publicUrl: string,
): Promise<OauthTestWorld> {
  const client = { clientId: 'zencode-client', clientSecret: 'zencode-secret' };
  const clients = { github: client, google: client };
  const [test, provider] = await Promise.all([
    createTestDatabase(),
    startFakeOauthServer(providerPort, clients),
  ]);
  const config = createTestConfig({
    ...fakeOauthEnv(`http://127.0.0.1:${providerPort}`, clients),
    PUBLIC_URL: publicUrl,
  });
  const { app } = createTestApp(test.db, { config });
  return {
    test,
    provider,
    app,
    close: async () => {
      await provider.close();
      await test.destroy();
    },
  };
}

/**
 * For a test file: createOauthTestWorld made before the file's tests and closed after them. Read
 * its fields inside the tests (they are filled in by then).
 */
export function oauthTestWorldPerFile(providerPort: number, publicUrl: string): OauthTestWorld {
  const world = {} as OauthTestWorld;
  beforeAll(async () => {
    Object.assign(world, await createOauthTestWorld(providerPort, publicUrl));
  });
  afterAll(async () => {
    await world.close?.();
  });
  return world;
}
