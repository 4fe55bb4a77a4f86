import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  problemListResponseSchema,
  type FunctionSignature,
  type Problem,
} from '@zencode/shared/contract';
import { getLanguage } from '@zencode/shared/judge';
import { createDirectRunner } from '../../api/bench/judge-direct.ts';
import { boilerplateFor, readCatalog } from '../../api/src/catalog/index.ts';
import { twoSumFixture, twoSumSolution } from '../main/local-run/two-sum-fixture.ts';
import { createDesktopServices, type DesktopServices } from '../main/offline/desktop-services.ts';

/**
 * `npm run bench:desktop`: what the desktop app adds, measured through its real main-process
 * services (SQLite cache, gateway, local runner) with the server unreachable:
 *  - the problem list opened from the cache, the whole shipped catalogue, until the renderer holds
 *    the parsed list (GET /api/problems answered, read and validated), target ≤ 50 ms;
 *  - a local Run of Two Sum's 3 public cases in Python, against running the same harness on the
 *    same inputs directly (no sandbox, no cache, no gateway), target ≤ 1.2×.
 * Medians; the two Run timings alternate round by round and the ratio is the median of the
 * rounds' own ratios, so a burst of load from elsewhere hits both sides of a pair alike. Prints
 * the load average beside the figures (a shared machine shows there). Prints, asserts nothing.
 */
const rounds = 21;
const listTargetMs = 50;
const runTargetRatio = 1.2;
const server = 'http://127.0.0.1:9';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** GET /problems as the API answers it for the shipped catalogue (C++ starter code, in order). */
function catalogueList(): Problem[] {
  return readCatalog()
    .sort((a, b) => a.order - b.order)
    .map((problem) => ({
      _id: problem.slug,
      name: problem.name,
      statement: problem.statement,
      code: boilerplateFor(problem.signature).cpp ?? '',
      difficulty: problem.difficulty,
      tags: problem.tags,
    }));
}

const list = catalogueList();
const { full, publicCases } = twoSumFixture();
const code = twoSumSolution('reference', 'py');

/** The server's answers while it is up; once `serverUp` is false, every request fails to connect. */
let serverUp = true;
const upstreamAnswers: Record<string, unknown> = {
  '/api/problems': list,
  '/api/problem-details/full/two-sum': full,
  '/api/testcases/problem/two-sum': publicCases,
};
function fetchUpstream(url: string): Promise<Response> {
  const body = upstreamAnswers[new URL(url).pathname];
  if (!serverUp || body === undefined) return Promise.reject(new TypeError('fetch failed'));
  return Promise.resolve(Response.json(body, { headers: { etag: '"bench"' } }));
}

const userDataDir = mkdtempSync(join(tmpdir(), 'zencode-bench-desktop-'));
const startServices = () =>
  createDesktopServices({
    userDataDir,
    server,
    fetchUpstream,
    keytar: null,
    encryption: null,
    emit: () => undefined,
  });

const call = (services: DesktopServices, path: string, init?: RequestInit) =>
  services.answerApi(new Request(`app://zencode/api${path}`, init), `${server}/api${path}`);

/** Milliseconds until the renderer holds the validated problem list. */
async function openList(services: DesktopServices): Promise<number> {
  const started = performance.now();
  const response = await call(services, '/problems');
  const problems = problemListResponseSchema.parse(JSON.parse(await response.text()));
  const elapsed = performance.now() - started;
  if (problems.length !== list.length) throw new Error(`listed ${problems.length} problems`);
  return elapsed;
}

/** Milliseconds of one offline Run through the gateway (the desktop's whole path). */
async function localRun(services: DesktopServices, round: number): Promise<number> {
  const started = performance.now();
  const response = await call(services, '/problems/two-sum/run', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'python', code: `${code}\n# l${round}\n` }),
  });
  const result = (await response.json()) as { cases: { verdict: string }[] };
  const elapsed = performance.now() - started;
  const verdicts = result.cases.map((testcase) => testcase.verdict);
  if (verdicts.length !== 3 || verdicts.some((verdict) => verdict !== 'Correct'))
    throw new Error(`local Run answered ${JSON.stringify(result)}`);
  return elapsed;
}

let services = await startServices();
const direct = await createDirectRunner(getLanguage('python'));
try {
  // Online once: the list, Two Sum's page and its public cases land in the cache.
  for (const path of Object.keys(upstreamAnswers)) await call(services, path.slice('/api'.length));
  serverUp = false;

  // A fresh start on the filled cache: the first open reads a cold database.
  await services.close();
  services = await startServices();
  const firstOpen = await openList(services);
  const opens: number[] = [];
  for (let round = 0; round < rounds; round += 1) opens.push(await openList(services));

  const signature = full.details.signature as FunctionSignature;
  const inputs = publicCases.map((testcase) => testcase.input);
  await localRun(services, -1);
  await direct.time(signature, code, inputs);
  const loadAtStart = load();
  const runs: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    runs.push(await localRun(services, round));
    bare.push(await direct.time(signature, `${code}\n# d${round}\n`, inputs));
  }
  const ratio = median(runs.map((run, round) => run / bare[round]!));

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `Desktop benchmark: real cache, gateway and local runner, server unreachable; medians of ${rounds}`,
  );
  console.log(
    `Shared machine? Load average (1, 5, 15 min) at the start: ${loadAtStart}, at the end: ${load()}`,
  );
  console.log('figure                                            measured     target');
  console.log(
    `problem list from cache, ${list.length} problems, parsed     ${ms(median(opens)).padStart(10)}  ≤ ${listTargetMs} ms   (first after start ${ms(firstOpen)}, ${(JSON.stringify(list).length / 1024).toFixed(0)} KB)`,
  );
  console.log(
    `local Run, Two Sum, 3 cases, Python              ${`${ratio.toFixed(2)}×`.padStart(10)}  ≤ ${runTargetRatio}×    (local Run ${ms(median(runs))}, bare run ${ms(median(bare))})`,
  );
} finally {
  await direct.close();
  await services.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
