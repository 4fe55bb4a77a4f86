import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { FunctionSignature, LanguageId, Submission } from '@zencode/shared/contract';
import { getLanguage, judge as judgeCode, probeToolchains } from '@zencode/shared/judge';
import { createApp } from '../src/app.ts';
import { loadCatalog, type CatalogProblem } from '../src/catalog/index.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, migrateToLatest, startEmbeddedPostgres } from '../src/db/index.ts';
import { signSessionToken } from '../src/features/auth/session-token.ts';
import { readCatalogProblems } from '../src/features/submissions/judge-test-kit.ts';
import { createLogger } from '../src/logger.ts';
import { startJudge } from '../src/queue/index.ts';
import { createDirectRunner } from './judge-direct.ts';

/**
 * `npm run bench:judge`: per language, the median submit-to-verdict time of a 20-case problem on
 * a warm server (HTTP on loopback, queue, sandbox, database), its ratio to compiling and running
 * the same solution directly, and sustained submissions per second. Prints, asserts nothing.
 */
const rounds = 7;
const burst = 8;
const port = 18731;
const logger = createLogger('warn');
/** The whole run is bounded: a stuck judge ends the benchmark instead of hanging it. */
const overallLimitMs = 15 * 60_000;
const requestLimitMs = 120_000;
/** In every source's trailing comment: the artifact cache outlives runs, and must not hit. */
const runId = randomBytes(6).toString('hex');

setTimeout(() => {
  console.error(
    `The benchmark did not finish within ${overallLimitMs / 60_000} minutes; stopping.`,
  );
  process.exit(1);
}, overallLimitMs).unref();

/** two-sum with 20 cases: the catalogue's, plus larger generated ones with a unique answer. */
function benchProblem(): CatalogProblem {
  const [twoSum] = readCatalogProblems(['two-sum']);
  const cases = twoSum!.cases.slice(0, 20);
  for (let size = 200; cases.length < 20; size *= 2) {
    // Multiples of 4, plus one value ≡ 1 and one ≡ 2 (mod 4): only those two sum to ≡ 3.
    const nums = Array.from({ length: size }, (_, index) => index * 4);
    const [i, j] = [Math.floor(size / 3), Math.floor((2 * size) / 3)];
    nums[i] = 4 * i + 1;
    nums[j] = 4 * j + 2;
    cases.push({
      input: `[${nums.join(',')}]\n${nums[i]! + nums[j]!}`,
      output: `[${i},${j}]`,
      public: false,
    });
  }
  return { ...twoSum!, slug: 'bench-two-sum', name: 'Bench Two Sum', cases };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'zencode-bench-'));
chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedPostgres({
  dataDir,
  database: 'zencode',
  logger,
});
const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: embedded.connectionString,
  LOG_LEVEL: 'warn',
});
const db = createDatabase(embedded.connectionString);
const stops: (() => Promise<void>)[] = [];
try {
  await migrateToLatest(db);
  const problem = benchProblem();
  await loadCatalog(db, [problem]);
  const judge = await startJudge({
    config,
    db,
    connectionString: embedded.connectionString,
    logger,
    workers: config.judgeConcurrency,
    // The burst below comes from a few learners; the bench measures the judge, not the limits.
    policy: { maxUnfinishedPerUser: burst, submitPerUser: { limit: 10_000, windowMs: 60_000 } },
  });
  stops.push(() => judge.stop());
  const app = createApp({ config, db, logger, judge: judge.runtime ?? undefined });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port });
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const user = await db
    .insertInto('users')
    .values({ email: 'bench@example.com', username: 'bench', profile_complete: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await signSessionToken(config.jwtSecret, {
    sub: user.id,
    username: 'bench',
    role: 'user',
    sv: 1,
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  let serial = 0;
  /** POST, then follow the SSE stream to `done`: the milliseconds a learner waits. */
  async function submitAndWait(
    language: LanguageId,
    code: string,
  ): Promise<{ ms: number; verdict: string }> {
    // A fresh comment per submission defeats the artifact cache: every one compiles.
    const comment = language === 'python' ? '#' : '//';
    const body = JSON.stringify({
      problemId: problem.slug,
      language,
      code: `${code}\n${comment} ${runId} ${++serial}\n`,
    });
    const started = performance.now();
    const created = (await (
      await fetch(`${base}/submission`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(requestLimitMs),
      })
    ).json()) as Submission;
    const stream = await fetch(`${base}/submission/${created._id}/events`, {
      headers,
      signal: AbortSignal.timeout(requestLimitMs),
    });
    const text = await stream.text();
    const ms = performance.now() - started;
    const done = /event: done\ndata: (.*)\n/.exec(text);
    const verdict = done
      ? (JSON.parse(done[1]!) as { submission: Submission }).submission.verdict
      : null;
    return { ms, verdict: verdict ?? 'no verdict' };
  }

  // `npm run bench:judge -- cpp python` measures only those languages.
  const only = process.argv.slice(2);
  const available = (await probeToolchains()).filter(
    (language) => language.available && (only.length === 0 || only.includes(language.id)),
  );
  const inputs = problem.cases.map((testcase) => testcase.input);
  console.log(
    `Judge benchmark: ${problem.cases.length}-case problem, ${config.judgeConcurrency} workers, sandbox ${judge.runtime?.sandbox.isolated ? 'bubblewrap' : 'process'}`,
  );
  console.log(
    'Medians; the three timings alternate round by round, so load from elsewhere hits them alike.',
  );
  console.log(
    'language   submit→verdict   runner alone (sandboxed)   direct compile+run   ratio   sustained',
  );
  const signature = problem.signature as FunctionSignature;
  const cases = problem.cases.map((testcase) => ({
    input: testcase.input,
    expected: testcase.output,
  }));
  for (const { id } of available) {
    const code = problem.solutions[id]!;
    const comment = id === 'python' ? '#' : '//';
    const warm = await submitAndWait(id, code);
    if (warm.verdict !== 'Accepted') console.log(`  ${id}: warm-up verdict ${warm.verdict}`);
    const direct = await createDirectRunner(getLanguage(id));
    const failures: string[] = [];
    const server: number[] = [];
    const runner: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const submitted = await submitAndWait(id, code);
      if (submitted.verdict !== 'Accepted') failures.push(submitted.verdict);
      server.push(submitted.ms);
      // The runner with its sandbox, minus HTTP, queue and database: where the overhead lies.
      const started = performance.now();
      await judgeCode(
        {
          language: id,
          signature,
          checker: problem.checker,
          limits: problem.limits,
          cases,
          code: `${code}\n${comment} ${runId} r${round}\n`,
        },
        judge.runtime!.context,
      );
      runner.push(performance.now() - started);
      plain.push(await direct.time(signature, `${code}\n${comment} ${runId} d${round}\n`, inputs));
    }
    await direct.close();
    if (failures.length > 0)
      console.log(`  ${id}: ${failures.length} timed submissions got ${failures.join(', ')}`);
    const started = performance.now();
    await Promise.all(Array.from({ length: burst }, () => submitAndWait(id, code)));
    const perSecond = burst / ((performance.now() - started) / 1000);
    const ms = (values: number[]) => `${Math.round(median(values))} ms`;
    console.log(
      [
        id.padEnd(10),
        ms(server).padStart(14),
        ms(runner).padStart(26),
        ms(plain).padStart(20),
        (median(server) / median(plain)).toFixed(2).padStart(7),
        `${perSecond.toFixed(1)}/s`.padStart(11),
      ].join(' '),
    );
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await db.destroy();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
