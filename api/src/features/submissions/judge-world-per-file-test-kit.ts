import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJudgeWorld, type JudgeWorld } from './judge-test-kit.ts';

/**
 * For a test file: a test database and a judge world on it, made before the file's tests and
 * closed after them. Read `file.world` and `file.test` inside the tests.
 */
export function judgeWorldPerFile(options: Parameters<typeof createJudgeWorld>[1] = {}): {
  readonly test: TestDatabase;
  readonly world: JudgeWorld;
} {
  const file = {} as { test: TestDatabase; world: JudgeWorld };
  beforeAll(async () => {
    file.test = await createTestDatabase();
    file.world = await createJudgeWorld(file.test, options);
  }, 120_000);
  afterAll(async () => {
    await file.world?.close();
    await file.test?.destroy();
  });
  return file;
}
