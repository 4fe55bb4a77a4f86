import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import { silentLogger } from '../../logger.ts';
import {
  createJudgeRuntime,
  installQueue,
  startJudgeWorkers,
  type JudgeRuntime,
  type JudgeWorkers,
} from '../../queue/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { sessionTokenFor } from '../auth/index.ts';
import { bodyOf, call, insertAccount, type AnyBody } from '../auth/auth-testing.ts';
import { createJudgeJobHandler } from '../submissions/index.ts';

export type Caller = 'visitor' | 'learner' | 'admin';

/**
 * An app over a test database with a learner and an admin, and a `send` that calls as either or
 * as a visitor. Tests of the admin routes share it.
 */
export async function createAuthoringWorld(db: Db, overrides: Partial<AppDeps> = {}) {
  const { app, deps } = createTestApp(db, overrides);
  const tokens: Partial<Record<Caller, string>> = {};
  for (const role of ['learner', 'admin'] as const) {
    const id = await insertAccount(db, {
      email: `${role}@example.com`,
      username: `${role}_one`,
      role: role === 'admin' ? 'admin' : 'user',
    });
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    tokens[role] = await sessionTokenFor(deps.config, row);
  }
  /** Sends JSON as `as` (default admin); answers the status and the parsed body. */
  const send = async (
    method: string,
    path: string,
    options: { body?: unknown; as?: Caller; raw?: string } = {},
  ): Promise<{ status: number; body: AnyBody }> => {
    const token = tokens[options.as ?? 'admin'];
    const response =
      options.raw === undefined
        ? await call(app, method, path, { body: options.body, token })
        : await app.request(path, {
            method,
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: options.raw,
          });
    return { status: response.status, body: await bodyOf(response).catch(() => ({})) };
  };
  return { app, deps, tokens, send };
}

export type AuthoringWorld = Awaited<ReturnType<typeof createAuthoringWorld>>;

/**
 * For a test file: a test database and an authoring world on it, with `problem` created by the
 * admin when given, made before the file's tests and destroyed after them. Read `file.world` and
 * `file.test` inside the tests.
 */
export function authoringWorldPerFile(options: { problem?: unknown } = {}): {
  readonly test: TestDatabase;
  readonly world: AuthoringWorld;
} {
  const file = {} as { test: TestDatabase; world: AuthoringWorld };
  beforeAll(async () => {
    file.test = await createTestDatabase();
    file.world = await createAuthoringWorld(file.test.db);
    if (options.problem) await file.world.send('POST', '/api/problems', { body: options.problem });
  });
  afterAll(async () => {
    await file.test?.destroy();
  });
  return file;
}

/**
 * As authoringWorldPerFile, with the judge behind it: a judge runtime and one judge worker on the
 * file's database, so validations and learners' submissions get verdicts.
 */
export function judgingAuthoringWorldPerFile(): {
  readonly test: TestDatabase;
  readonly world: AuthoringWorld;
} {
  const file = {} as {
    test: TestDatabase;
    world: AuthoringWorld;
    runtime: JudgeRuntime;
    workers: JudgeWorkers;
  };
  beforeAll(async () => {
    file.test = await createTestDatabase();
    const { db, connectionString } = file.test;
    await installQueue(connectionString, silentLogger);
    file.runtime = await createJudgeRuntime({
      config: { host: '127.0.0.1', judgeConcurrency: 2 },
      connectionString,
      logger: silentLogger,
    });
    file.world = await createAuthoringWorld(db, { judge: file.runtime });
    file.workers = await startJudgeWorkers({
      connectionString,
      db,
      concurrency: 1,
      handle: createJudgeJobHandler({ db, runtime: file.runtime, logger: silentLogger }),
      logger: silentLogger,
    });
  }, 120_000);
  afterAll(async () => {
    await file.workers?.stop();
    await file.runtime?.close();
    await file.test?.destroy();
  });
  return file;
}

/** A function-signature problem for tests: add(a, b) over integers. */
export const addProblem = {
  name: 'Add Two Integers',
  statement: 'Return **a + b**.',
  code: 'class Solution {};',
  difficulty: 'Easy' as const,
  tags: ['Math'],
  constraints: ['-1000 <= a, b <= 1000'],
  examples: [{ input: 'a = 1, b = 2', output: '3', explanation: '1 + 2 = 3' }],
  signature: {
    kind: 'function' as const,
    name: 'add',
    params: [
      { name: 'a', type: 'integer' },
      { name: 'b', type: 'integer' },
    ],
    return: { type: 'integer' },
  },
  checker: 'exact' as const,
  limits: { timeMs: 1000, memoryMb: 128 },
};

/** A Python reference for addProblem, and one that is wrong on negative numbers. */
export const addReference =
  'class Solution:\n    def add(self, a: int, b: int) -> int:\n        return a + b\n';
export const addWrong =
  'class Solution:\n    def add(self, a: int, b: int) -> int:\n        return abs(a) + abs(b)\n';

/** addProblem's first cases: one public, one hidden. */
export const addCases = [
  { input: '1\n2', output: '3', isPublic: true },
  { input: '-4\n1', output: '-3' },
];

/** Creates addProblem (a draft, slug `add-two-integers`) as the admin, with these cases. */
export async function createAddProblem(
  world: AuthoringWorld,
  testcases: { input: string; output: string; isPublic?: boolean }[] = addCases,
): Promise<void> {
  await world.send('POST', '/api/problems', { body: addProblem });
  await world.send('POST', '/api/testcases/problem/add-two-integers/many', {
    body: { testcases },
  });
}
