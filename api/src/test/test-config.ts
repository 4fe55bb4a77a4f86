import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';

/**
 * A Config for tests: a temporary DATA_DIR, a fixed JWT key, no web build and silent logs, with
 * any environment variable overridden.
 */
export function createTestConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'zencode-config-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: join(tmpdir(), 'zencode-no-web-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}
