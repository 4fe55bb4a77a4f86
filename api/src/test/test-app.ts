import type { ToolchainStatus } from '@zencode/shared/judge';
import { createApp, type AppDeps } from '../app.ts';
import type { Db } from '../db/index.ts';
import { silentLogger } from '../logger.ts';
import { createTestConfig } from './test-config.ts';

/** Fixed judge languages, so tests do not depend on (or wait for) the machine's toolchains. */
export const testLanguages: ToolchainStatus[] = [
  { id: 'cpp', label: 'C++', available: true, version: '12.2.0' },
  { id: 'python', label: 'Python', available: false, version: null },
];

/** createApp over a test database with test config, silent logs and fixed languages. */
export function createTestApp(db: Db, overrides: Partial<AppDeps> = {}) {
  const deps: AppDeps = {
    config: createTestConfig(),
    db,
    logger: silentLogger,
    languages: async () => testLanguages,
    ...overrides,
  };
  return { app: createApp(deps), deps };
}
