import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import type { FunctionSignature, LanguageId } from '@zencode/shared/contract';
import { getLanguage, judge as judgeCode, probeToolchains } from '@zencode/shared/judge';
import { createApp } from '../src/app.ts';
import { loadCatalog, type CatalogProblem } from '../src/catalog/index.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, migrateToLatest, startEmbeddedPostgres } from '../src/db/index.ts';
import { signSessionToken } from '../src/features/auth/index.ts';
import { readCatalogProblems } from '../src/features/submissions/judge-test-kit.ts';
import { createLogger } from '../src/logger.ts';
import { BubblewrapSandbox } from '../src/judge/index.ts';
import { startJudge } from '../src/queue/index.ts';
import { createJudgeJobHandler } from '../src/features/submissions/index.ts';
import { createDirectRunner } from './judge-direct.ts';
import { startLearner } from './judge-learner-process.ts';
import type { Marks } from './judge-learner.ts';
import { median } from './median.ts';

/**
 * `npm run bench:judge`: per language, the median submit-to-verdict time of a 20-case problem on
 * a warm server (HTTP on loopback, queue, sandbox, database), its ratio to compiling and running
 * the same solution directly, the runner alone (sandboxed, no server) and what the sandbox adds to
 * it, the per-case design other judges use (one sandboxed process per case) against ours (every
 * case in one process, fed in lock-step), and sustained submissions per second. Prints the
 * figures beside their targets; asserts nothing.
 */
const rounds = 7;
/** Targets of the performance issue, printed beside the figures. */
const ratioTarget = 1.3;
const ratioTargetLanguages: LanguageId[] = ['python', 'javascript', 'c', 'rust', 'go'];
/** Languages whose compile works without their prepared dir, only slower: measured both ways. */
const preparedCompareLanguages: LanguageId[] = ['go'];
const sandboxCostTargetMs = 15;
const perCaseGainGoal = 5;
const burst = 8;
/**
 * A pause before each timed measurement. A learner's submissions come seconds apart, so what the
 * previous one left running in the background (the sandboxes started ahead for the next run, the
 * removal of its work dir) is done when the next one comes; back to back, each measurement here
 * paid for the one before it.
 */
const settleMs = 300;
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
    createHandler: createJudgeJobHandler,
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
  const learner = startLearner();
  stops.push(() => learner.close());

  let serial = 0;
  /**
   * A submission sent by the learner process, which follows its stream to `done`: the
   * milliseconds a learner waits, and when (from the start) the answer to the POST and each
   * stage's first event arrived.
   */
  async function submitAndWait(
    language: LanguageId,
    code: string,
  ): Promise<{ ms: number; verdict: string; marks: Marks }> {
    // A fresh comment per submission defeats the artifact cache: every one compiles.
    const comment = language === 'python' ? '#' : '//';
    const id = ++serial;
    const body = JSON.stringify({
      problemId: problem.slug,
      language,
      code: `${code}\n${comment} ${runId} ${id}\n`,
    });
    const answer = await learner.ask({ id, base, headers, body, timeoutMs: requestLimitMs });
    if ('error' in answer) throw new Error(`The learner process failed: ${answer.error}`);
    return answer;
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
    'Medians of %d rounds; the timings alternate round by round, so load from elsewhere hits them alike.',
    rounds,
  );
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(`Shared machine? Load average (1, 5, 15 min) at the start: ${load()}`);
  console.log(
    [
      'language  ',
      'submit→verdict',
      'runner alone (sandboxed)',
      'direct compile+run',
      'ratio (target)',
      'runner − direct',
      'one process per case',
      'all-in-one gain',
      'sustained',
    ].join('   '),
  );
  const signature = problem.signature as FunctionSignature;
  const cases = problem.cases.map((testcase) => ({
    input: testcase.input,
    expected: testcase.output,
  }));
  // The per-case design runs in a sandbox of its own kind and settings: its twenty runs in a row
  // would otherwise use up the sandboxes the server had started ahead for the next submission,
  // which learners' submissions, seconds apart, never do.
  const perCaseSandbox = judge.runtime!.sandbox.isolated
    ? new BubblewrapSandbox({ startAhead: config.judgeStartAhead })
    : null;
  if (perCaseSandbox) stops.push(() => perCaseSandbox.close());
  const perCaseContext = {
    ...judge.runtime!.context,
    sandbox: perCaseSandbox ?? judge.runtime!.context.sandbox,
  };
  const summary: { id: LanguageId; ratio: number; sandboxCost: number; gain: number }[] = [];
  /** Rust's compile with its prepared crates against building them too. */
  const crateCompiles: { id: LanguageId; withMs: number; prepareMs: number }[] = [];
  const breakdowns: { id: LanguageId; marks: Marks[] }[] = [];
  const preparedGains: { id: LanguageId; withMs: number; withoutMs: number }[] = [];
  for (const { id } of available) {
    const code = problem.solutions[id]!;
    const comment = id === 'python' ? '#' : '//';
    const warm = await submitAndWait(id, code);
    if (warm.verdict !== 'Accepted') console.log(`  ${id}: warm-up verdict ${warm.verdict}`);
    const direct = await createDirectRunner(getLanguage(id));
    const failures: string[] = [];
    const server: number[] = [];
    const marks: Marks[] = [];
    const runner: number[] = [];
    const plain: number[] = [];
    const perCase: number[] = [];
    const judgeAlone = (source: string, judged: typeof cases, context = judge.runtime!.context) =>
      judgeCode(
        {
          language: id,
          signature,
          checker: problem.checker,
          limits: problem.limits,
          cases: judged,
          code: source,
        },
        context,
      );
    for (let round = 0; round < rounds; round += 1) {
      await sleep(settleMs);
      const submitted = await submitAndWait(id, code);
      if (submitted.verdict !== 'Accepted') failures.push(submitted.verdict);
      server.push(submitted.ms);
      marks.push(submitted.marks);
      // The runner with its sandbox, minus HTTP, queue and database: where the overhead lies.
      await sleep(settleMs);
      let started = performance.now();
      await judgeAlone(`${code}\n${comment} ${runId} r${round}\n`, cases);
      runner.push(performance.now() - started);
      await sleep(settleMs);
      plain.push(await direct.time(signature, `${code}\n${comment} ${runId} d${round}\n`, inputs));
      // The design other judges use: one sandboxed process per case (compiled once, as ours).
      await sleep(settleMs);
      started = performance.now();
      for (const testcase of cases) {
        const judged = await judgeAlone(
          `${code}\n${comment} ${runId} p${round}\n`,
          [testcase],
          perCaseContext,
        );
        if (judged.verdict !== 'Accepted') failures.push(`per case: ${judged.verdict}`);
      }
      perCase.push(performance.now() - started);
    }
    if (id === 'rust') {
      const compiles: number[] = [];
      for (let round = 0; round < rounds; round += 1)
        compiles.push(await direct.compileMs(signature, `${code}\n// ${runId} c${round}\n`));
      crateCompiles.push({ id, withMs: median(compiles), prepareMs: direct.prepareMs });
    }
    if (preparedCompareLanguages.includes(id)) {
      // The prepared dir's worth: compiles with it (median) against one without (Go's cold
      // build cache takes about a minute: measured once).
      const withPrepared: number[] = [];
      for (let round = 0; round < rounds; round += 1)
        withPrepared.push(
          await direct.compileMs(signature, `${code}\n${comment} ${runId} c${round}\n`, true),
        );
      const without = await direct.compileMs(signature, `${code}\n${comment} ${runId} u\n`, false);
      preparedGains.push({ id, withMs: median(withPrepared), withoutMs: without });
    }
    await direct.close();
    if (failures.length > 0)
      console.log(`  ${id}: ${failures.length} timed submissions got ${failures.join(', ')}`);
    const started = performance.now();
    await Promise.all(Array.from({ length: burst }, () => submitAndWait(id, code)));
    const perSecond = burst / ((performance.now() - started) / 1000);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const ratio = median(server) / median(plain);
    const sandboxCost = median(runner) - median(plain);
    const gain = median(perCase) / median(runner);
    summary.push({ id, ratio, sandboxCost, gain });
    breakdowns.push({ id, marks });
    const ratioText = ratioTargetLanguages.includes(id)
      ? `${ratio.toFixed(2)} (≤ ${ratioTarget})`
      : ratio.toFixed(2);
    console.log(
      [
        id.padEnd(10),
        ms(median(server)).padStart(14),
        ms(median(runner)).padStart(24),
        ms(median(plain)).padStart(18),
        ratioText.padStart(14),
        ms(sandboxCost).padStart(15),
        ms(median(perCase)).padStart(20),
        `${gain.toFixed(1)}×`.padStart(15),
        `${perSecond.toFixed(1)}/s`.padStart(9),
      ].join('   '),
    );
  }
  console.log(`Load average at the end: ${load()}`);
  console.log(
    'Where submit→verdict goes, from the events the learner receives (medians; a step is missing from a round whose stream opened after its event):',
  );
  console.log(
    [
      'language  ',
      'POST answered',
      '→ compiling (queue pickup, task read)',
      '→ running (compile)',
      '→ all cases ran',
      '→ done read (verdict write, notify, stream)',
    ].join('   '),
  );
  for (const { id, marks } of breakdowns) {
    /** The median milliseconds between two marks (`start`: the POST's start). */
    const step = (from: keyof Marks | 'start', to: keyof Marks) => {
      const values = marks.flatMap((m) => {
        const [a, b] = [from === 'start' ? 0 : m[from], m[to]];
        return a === undefined || b === undefined ? [] : [b - a];
      });
      return values.length ? `${median(values).toFixed(1)} ms` : 'n/a';
    };
    console.log(
      [
        id.padEnd(10),
        step('start', 'answered').padStart(13),
        step('answered', 'compiling').padStart(37),
        step('compiling', 'running').padStart(19),
        step('running', 'ran').padStart(15),
        step('ran', 'done').padStart(43),
      ].join('   '),
    );
  }
  console.log('One direct compile with the prepared dir (median) and without it (once):');
  for (const { id, withMs, withoutMs } of preparedGains) {
    console.log(
      `  ${id.padEnd(10)} ${Math.round(withMs)} ms with, ${Math.round(withoutMs)} ms without (${(withoutMs / withMs).toFixed(1)}×)`,
    );
  }
  console.log('Figures of the performance issue, with their targets:');
  for (const { id, ratio } of summary.filter((row) => ratioTargetLanguages.includes(row.id))) {
    console.log(
      `  ratio submit→verdict / direct compile+run, ${id}: ${ratio.toFixed(2)} (target ≤ ${ratioTarget})`,
    );
  }
  for (const { id, withMs, prepareMs } of crateCompiles) {
    console.log(
      `  ${id} compile (direct, median): ${Math.round(withMs)} ms with the prepared crates; ${Math.round(withMs + prepareMs)} ms building them too (the prepare step: ${(prepareMs / 1000).toFixed(1)} s, once per toolchain)`,
    );
  }
  const python = summary.find((row) => row.id === 'python');
  if (python) {
    console.log(
      `  sandbox cost of one run (runner alone − direct), python: ${Math.round(python.sandboxCost)} ms (target ≤ ${sandboxCostTargetMs} ms)`,
    );
    console.log(
      `  one sandboxed process per case ÷ all cases in one process, python, ${problem.cases.length} cases: ${python.gain.toFixed(1)}× (goal ≥ ${perCaseGainGoal}×)`,
    );
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await db.destroy();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
