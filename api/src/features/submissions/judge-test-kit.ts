import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Submission } from '@zencode/shared/contract';
import {
  defaultCatalogDir,
  loadCatalog,
  readCatalog,
  type CatalogProblem,
} from '../../catalog/index.ts';
import type { Db } from '../../db/index.ts';
import { silentLogger, type Logger } from '../../logger.ts';
import {
  createJudgeRuntime,
  installQueue,
  startJudgeWorkers,
  type ExtraTaskHandler,
  type JudgePolicy,
  type JudgeRuntime,
  type JudgeWorkers,
} from '../../queue/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { signSessionToken } from '../auth/index.ts';
import { createJudgeJobHandler } from './judge-submission.ts';

/**
 * Some problems of the catalogue, read on their own: a problem being written elsewhere in the
 * catalogue (not valid yet) does not break tests that do not use it.
 */
export function readCatalogProblems(slugs: string[]): CatalogProblem[] {
  const dir = mkdtempSync(join(tmpdir(), 'zencode-catalog-'));
  try {
    for (const slug of slugs) symlinkSync(join(defaultCatalogDir, slug), join(dir, slug));
    return readCatalog(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A judging world over a test database: the queue installed, the given catalogue problems, a
 * learner, another learner and an admin with session tokens, the real sandbox, and (unless
 * `workers: 0`) judge workers in this process.
 */
export async function createJudgeWorld(
  test: TestDatabase,
  options: {
    problems?: string[];
    workers?: number;
    policy?: Partial<JudgePolicy>;
    /** Environment settings of the app's config (e.g. COMPILER_WALL_MS). */
    env?: Record<string, string>;
    /** More tasks for the world's workers, as the server gives them (an interview's review). */
    tasks?: (deps: { db: Db; logger: Logger }) => Record<string, ExtraTaskHandler>;
  } = {},
) {
  await installQueue(test.connectionString, silentLogger);
  await loadCatalog(test.db, readCatalogProblems(options.problems ?? ['two-sum']));
  const users = await test.db
    .insertInto('users')
    .values([
      { email: 'learner@example.com', username: 'learner', profile_complete: true },
      { email: 'other@example.com', username: 'other', profile_complete: true },
      { email: 'admin@example.com', username: 'admin', role: 'admin', profile_complete: true },
    ])
    .returning(['id', 'username', 'role'])
    .execute();
  const runtime: JudgeRuntime = await createJudgeRuntime({
    config: { host: '127.0.0.1', judgeConcurrency: 2 },
    connectionString: test.connectionString,
    logger: silentLogger,
    policy: options.policy,
  });
  const { app, deps } = createTestApp(test.db, {
    judge: runtime,
    ...(options.env ? { config: createTestConfig(options.env) } : {}),
  });
  const token = (index: number) =>
    signSessionToken(deps.config.jwtSecret, {
      sub: users[index]!.id,
      username: users[index]!.username,
      role: users[index]!.role,
      sv: 1,
    });
  const handle = createJudgeJobHandler({ db: test.db, runtime, logger: silentLogger });
  const workers: JudgeWorkers | null =
    options.workers === 0
      ? null
      : await startJudgeWorkers({
          connectionString: test.connectionString,
          db: test.db,
          concurrency: options.workers ?? 2,
          handle,
          tasks: options.tasks?.({ db: test.db, logger: silentLogger }),
          logger: silentLogger,
        });
  const bearer = async (index: number) => ({ authorization: `Bearer ${await token(index)}` });
  return {
    app,
    runtime,
    handle,
    users: { learner: users[0]!, other: users[1]!, admin: users[2]! },
    /** Request headers of the learner (0), the other learner (1) or the admin (2). */
    bearer,
    async post(path: string, body: unknown, as = 0) {
      return app.request(path, {
        method: 'POST',
        headers: { ...(await bearer(as)), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
    async get(path: string, as = 0) {
      return app.request(path, { headers: await bearer(as) });
    },
    /** The submission once judged, read as `as` would (polls for up to 90 s). */
    async verdictOf(id: string, as = 0): Promise<Submission> {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        const response = await app.request(`/api/submission/${id}`, { headers: await bearer(as) });
        const submission = (await response.json()) as Submission;
        if (submission.status === 'done') return submission;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`Submission ${id} got no verdict`);
    },
    async close() {
      await workers?.stop();
      await runtime.close();
    },
  };
}

export type JudgeWorld = Awaited<ReturnType<typeof createJudgeWorld>>;
