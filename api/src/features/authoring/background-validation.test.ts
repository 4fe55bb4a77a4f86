import type { ManagedProblem, Submission } from '@zencode/shared/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSolution, loadCatalog, type CatalogProblem } from '../../catalog/index.ts';
import { silentLogger } from '../../logger.ts';
import { judgeTaskName, startJudgeWorkers, type JudgeWorkers } from '../../queue/index.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import {
  createJudgeWorld,
  readCatalogProblems,
  type JudgeWorld,
} from '../submissions/judge-test-kit.ts';
import { queueStaleValidations } from './queue-stale-validations.ts';
import { ValidationInterrupted } from './submissions-settled.ts';
import { validationTaskName } from './validation-queue.ts';
import { createValidationTasks } from './validation-task.ts';

/**
 * Background validation against the real embedded PostgreSQL, graphile-worker and judge: what is
 * queued at start, what the dashboard says meanwhile, and the order against submissions. The
 * shipped problems keep two references each (Python and C++) to keep the judging short.
 */
/** In the catalogue's list order, the order they are queued in. */
const slugs = ['two-sum', 'valid-parentheses', 'climbing-stairs'];
const shipped = readCatalogProblems(slugs).map((problem): CatalogProblem => ({
  ...problem,
  solutions: { python: problem.solutions.python, cpp: problem.solutions.cpp },
}));
const twoSum = shipped.find((problem) => problem.slug === 'two-sum')!;

const test = testDatabasePerFile();
let world: JudgeWorld;
let workers: JudgeWorkers | null = null;

/** The judge's workers with the validation task, as server.ts starts them. */
async function startWorkers(concurrency: number) {
  workers = await startJudgeWorkers({
    connectionString: test.connectionString,
    db: test.db,
    concurrency,
    handle: world.handle,
    tasks: createValidationTasks({ db: test.db, runtime: world.runtime, logger: silentLogger }),
    logger: silentLogger,
  });
}
async function stopWorkers() {
  await workers?.stop();
  workers = null;
}

/** The dashboard's rows (GET /problems/manage as the admin), by id. */
async function dashboard(): Promise<Map<string, ManagedProblem>> {
  const response = await world.get('/api/problems/manage', 2);
  expect(response.status).toBe(200);
  const rows = (await response.json()) as ManagedProblem[];
  return new Map(rows.map((row) => [row._id, row]));
}

/**
 * Polls the dashboard until no validation is queued or running (up to 150 s). Meanwhile a problem
 * is never shown as without a validation: from queued to result it reads Validating….
 */
async function settled(): Promise<Map<string, ManagedProblem>> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const rows = await dashboard();
    expect([...rows.values()].filter((row) => row.validation === 'none')).toEqual([]);
    if (![...rows.values()].some((row) => row.validation === 'validating')) return rows;
    if (Date.now() > deadline) throw new Error('the background validations did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The learner submits the Two Sum reference in Python; answers the queued submission. */
async function submitTwoSum(): Promise<Submission> {
  const response = await world.post('/api/submission', {
    problemId: 'two-sum',
    language: 'python',
    code: catalogSolution('two-sum', 'reference', 'python'),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Submission;
}

const states = (rows: Map<string, ManagedProblem>) =>
  Object.fromEntries([...rows].map(([id, row]) => [id, row.validation]));

beforeAll(async () => {
  world = await createJudgeWorld(test, { problems: slugs, workers: 0 });
  await loadCatalog(test.db, shipped);
}, 120_000);
afterAll(async () => {
  await stopWorkers();
  await world?.close();
});

describe('background validation', () => {
  it('validates the shipped problems once: Validating…, then Validated; unchanged ones are not queued again', async () => {
    expect(states(await dashboard())).toEqual({
      'two-sum': 'none',
      'climbing-stairs': 'none',
      'valid-parentheses': 'none',
    });
    expect(await queueStaleValidations(test.db)).toEqual(slugs);
    // Queued twice (a second API process, a restart): still one job each.
    expect(await queueStaleValidations(test.db)).toEqual(slugs);
    const jobs = await sql<{ count: number }>`
      select count(*)::int as count from graphile_worker.jobs
      where task_identifier = 'validate-problem'`.execute(test.db);
    expect(jobs.rows[0]!.count).toBe(3);
    expect(states(await dashboard())).toEqual({
      'two-sum': 'validating',
      'climbing-stairs': 'validating',
      'valid-parentheses': 'validating',
    });

    await startWorkers(2);
    const rows = await settled();
    expect(states(rows)).toEqual({
      'two-sum': 'passed',
      'climbing-stairs': 'passed',
      'valid-parentheses': 'passed',
    });
    expect(rows.get('two-sum')!.validationFailure).toBeNull();
    const stored = await test.db
      .selectFrom('problem_details')
      .select(['problem_id', 'validation'])
      .where('problem_id', '=', 'two-sum')
      .executeTakeFirstOrThrow();
    expect(stored.validation!.languages.map((language) => language.language)).toEqual([
      'cpp',
      'python',
    ]);

    // The next start, and a reload of the same catalogue, find every result current.
    expect(await queueStaleValidations(test.db)).toEqual([]);
    await loadCatalog(test.db, shipped);
    expect(await queueStaleValidations(test.db)).toEqual([]);
  }, 200_000);

  it('validates a changed problem again, and only that one', async () => {
    const changed = { ...twoSum, cases: twoSum.cases.slice(0, -1) };
    await loadCatalog(test.db, [changed]);
    expect(states(await dashboard())['two-sum']).toBe('stale');
    // The statement is not part of what a validation proves.
    const climbing = shipped.find((problem) => problem.slug === 'climbing-stairs')!;
    await loadCatalog(test.db, [{ ...climbing, statement: `${climbing.statement}\n\nReworded.` }]);

    expect(await queueStaleValidations(test.db)).toEqual(['two-sum']);
    expect(states(await settled())['two-sum']).toBe('passed');
    expect(await queueStaleValidations(test.db)).toEqual([]);
  }, 200_000);

  it('shows a failing reference as failed, with the language and case, and does not judge it again', async () => {
    const broken = {
      ...twoSum,
      solutions: { ...twoSum.solutions, python: catalogSolution('two-sum', 'wrong', 'python') },
    };
    await loadCatalog(test.db, [broken]);
    expect(await queueStaleValidations(test.db)).toEqual(['two-sum']);
    const row = (await settled()).get('two-sum')!;
    expect(row.validation).toBe('failed');
    expect(row.validationFailure).toMatch(/^Python: case \d+, Wrong Answer$/);
    // A failure is a result of the current data: the next start leaves it for the admin.
    expect(await queueStaleValidations(test.db)).toEqual([]);
    await loadCatalog(test.db, [twoSum]);
  }, 200_000);

  it('validates again a language that failed for want of a toolchain, once it is installed', async () => {
    expect(await queueStaleValidations(test.db)).toEqual(['two-sum']); // the data restored above
    expect(states(await settled())['two-sum']).toBe('passed');
    const { validation } = await test.db
      .selectFrom('problem_details')
      .select('validation')
      .where('problem_id', '=', 'two-sum')
      .executeTakeFirstOrThrow();
    // As stored by a validation that ran before C++ was installed: same data, C++ could not run.
    const missingCpp = {
      ...validation!,
      passed: false,
      languages: validation!.languages.map((language) =>
        language.language === 'cpp'
          ? { ...language, passed: false, error: 'C++ is not installed.', cases: [] }
          : language,
      ),
    };
    await test.db
      .updateTable('problem_details')
      .set({ validation: JSON.stringify(missingCpp) })
      .where('problem_id', '=', 'two-sum')
      .execute();
    expect(states(await dashboard())['two-sum']).toBe('failed');

    // Still missing: nothing to gain from running it again.
    expect(await queueStaleValidations(test.db, new Set(['python']))).toEqual([]);
    // Installed now (this machine has every toolchain): queued, and it passes.
    expect(await queueStaleValidations(test.db)).toEqual(['two-sum']);
    const row = (await settled()).get('two-sum')!;
    expect(row.validation).toBe('passed');
    expect(await queueStaleValidations(test.db)).toEqual([]);
  }, 200_000);

  it('judges a waiting submission before validations queued earlier', async () => {
    await stopWorkers();
    await test.db.updateTable('problem_details').set({ validation: null }).execute();
    expect(await queueStaleValidations(test.db)).toEqual(slugs);
    const submission = await submitTwoSum();

    // One worker: whichever job it takes first is the one the queue put first.
    await startWorkers(1);
    expect((await world.verdictOf(submission._id)).verdict).toBe('Accepted');
    const rows = await settled();
    expect(states(rows)).toEqual({
      'two-sum': 'passed',
      'climbing-stairs': 'passed',
      'valid-parentheses': 'passed',
    });
    const judged = await test.db
      .selectFrom('submissions')
      .select('judged_at')
      .where('id', '=', submission._id)
      .executeTakeFirstOrThrow();
    const validated = await test.db
      .selectFrom('problem_details')
      .select('validation')
      .where('problem_id', 'in', slugs)
      .execute();
    for (const { validation } of validated)
      expect(new Date(validation!.validatedAt).getTime()).toBeGreaterThan(
        judged.judged_at!.getTime(),
      );
  }, 200_000);

  it('never holds a lone worker while a submission waits for it', async () => {
    await stopWorkers();
    await test.db.updateTable('problem_details').set({ validation: null }).execute();
    await startWorkers(1);
    expect(await queueStaleValidations(test.db)).toEqual(slugs);
    // The one worker is validating when the learner submits.
    const validating = async () => {
      const { rows } = await sql<{ locked: boolean }>`
        select exists (select 1 from graphile_worker.jobs
          where task_identifier = ${validationTaskName} and locked_at is not null) as locked`.execute(
        test.db,
      );
      return rows[0]!.locked;
    };
    await expect.poll(validating, { timeout: 30_000 }).toBe(true);
    const submission = await submitTwoSum();
    expect((await world.verdictOf(submission._id)).verdict).toBe('Accepted');
    await settled();
  }, 200_000);

  it('waits, before judging a language, while a submission is judged; a stop interrupts the wait', async () => {
    await stopWorkers();
    await test.db
      .updateTable('problem_details')
      .set({ validation: null })
      .where('problem_id', '=', 'two-sum')
      .execute();
    const submission = await submitTwoSum();
    const validate = createValidationTasks({
      db: test.db,
      runtime: world.runtime,
      logger: silentLogger,
    })[validationTaskName]!;

    // A worker (here: the test) is judging the submission: the validation waits for it until the
    // workers stop.
    const judging = (lockedAt: Date | null) =>
      sql`update graphile_worker._private_jobs set locked_at = ${lockedAt},
            locked_by = ${lockedAt ? 'test' : null}
          where id in (select id from graphile_worker.jobs where task_identifier = ${judgeTaskName})`.execute(
        test.db,
      );
    await judging(new Date());
    const stopping = new AbortController();
    const waiting = validate(
      { problemId: 'two-sum' },
      { attempt: 1, maxAttempts: 3, signal: stopping.signal },
    );
    setTimeout(() => stopping.abort(), 500);
    await expect(waiting).rejects.toBeInstanceOf(ValidationInterrupted);
    expect(states(await dashboard())['two-sum']).toBe('none');

    // Once it is judged, the same job validates.
    await judging(null);
    await startWorkers(1);
    expect((await world.verdictOf(submission._id)).verdict).toBe('Accepted');
    await validate(
      { problemId: 'two-sum' },
      { attempt: 1, maxAttempts: 3, signal: new AbortController().signal },
    );
    expect(states(await dashboard())['two-sum']).toBe('passed');
  }, 200_000);
});
