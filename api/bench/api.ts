import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { createApp } from '../src/app.ts';
import { isSeeded, openSeedDatabase, seedDataDir, seedLarge } from '../src/cli/seed-large.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';

/**
 * `npm run bench:api`: latency of the leaderboard, rank, profile and heatmap calls on the large
 * dataset (`npm run seed:large`, seeded here when missing). The API runs in this process; a
 * second process on loopback sends the requests, first one at a time (the cost of one request),
 * then keeping CONCURRENCY in flight, and reports median and p99 latency and requests per second.
 * Bounded in requests and time; prints, asserts nothing.
 */
const CONCURRENCY = 200;
const SECONDS_PER_CALL = 20;
const passes = [
  { concurrency: 1, requests: 300 },
  { concurrency: CONCURRENCY, requests: 4_000 },
] as const;

interface LoadPass {
  concurrency: number;
  requests: number;
}
const port = Number(process.env.BENCH_API_PORT ?? 19010);

interface CallPlan {
  name: string;
  paths: string[];
}

interface CallResult {
  name: string;
  requests: number;
  failures: number;
  medianMs: number;
  p99Ms: number;
  perSecond: number;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

/** The load process: keeps `concurrency` requests in flight over keep-alive connections. */
async function runLoad(base: string, plans: CallPlan[], pass: LoadPass): Promise<CallResult[]> {
  const { concurrency, requests } = pass;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (path: string) =>
    new Promise<number>((resolve) => {
      const req = request(`${base}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end();
    });
  const results: CallResult[] = [];
  for (const plan of plans) {
    // Warm-up: open the connections and the server's caches, not measured.
    await Promise.all(
      Array.from({ length: concurrency }, (_, i) => get(plan.paths[i % plan.paths.length]!)),
    );
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const deadline = performance.now() + SECONDS_PER_CALL * 1000;
    const started = performance.now();
    const worker = async () => {
      while (next < requests && performance.now() < deadline) {
        const path = plan.paths[next++ % plan.paths.length]!;
        const sent = performance.now();
        const status = await get(path);
        latencies.push(performance.now() - sent);
        if (status !== 200) failures += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    results.push({
      name: plan.name,
      requests: latencies.length,
      failures,
      medianMs: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      perSecond: latencies.length / seconds,
    });
  }
  agent.destroy();
  return results;
}

/** Random picks of real learners, so every request reads a different user. */
async function planCalls(db: Awaited<ReturnType<typeof openSeedDatabase>>['db']) {
  const { rows: ranked } = await sql<{ username: string }>`
    select username from users
    where score > 0 and is_public_profile and email like '%@seed.zencode.test'
    order by random() limit 2000
  `.execute(db);
  const { rows: totals } = await sql<{ ranked: number }>`
    select count(*)::int as ranked from users where score > 0 and username is not null
  `.execute(db);
  const pages = Math.ceil((totals[0]?.ranked ?? 0) / 10);
  const names = ranked.map((row) => encodeURIComponent(row.username));
  const randomPages = Array.from({ length: 2000 }, () => 1 + Math.floor(Math.random() * pages));
  return {
    pages,
    plans: [
      { name: 'leaderboard page 1', paths: ['/api/leaderboard?page=1&limit=10'] },
      {
        name: `leaderboard random page (1-${pages})`,
        paths: randomPages.map((page) => `/api/leaderboard?page=${page}&limit=10`),
      },
      { name: 'rank by username', paths: names.map((name) => `/api/profile/${name}/rank`) },
      { name: 'public profile', paths: names.map((name) => `/api/profile/public/${name}`) },
      {
        name: 'heatmap (tz=Europe/Paris)',
        paths: names.map((name) => `/api/profile/${name}/heatmap?tz=Europe%2FParis`),
      },
    ] satisfies CallPlan[],
  };
}

async function main(): Promise<void> {
  const logger = createLogger('warn');
  const target = await openSeedDatabase(process.env.DATABASE_URL || undefined);
  let server: ReturnType<typeof serve> | undefined;
  try {
    await migrateToLatest(target.db);
    if (!(await isSeeded(target.db))) {
      console.log('Seeding the large dataset first (npm run seed:large)...');
      await seedLarge(target.db);
    }
    const config = loadConfig({
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: seedDataDir,
      DATABASE_URL: target.connectionString,
      LOG_LEVEL: 'warn',
    });
    const app = createApp({ config, db: target.db, logger, languages: async () => [] });
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port });
    await new Promise((resolve) => server!.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { plans, pages } = await planCalls(target.db);
    const { rows } = await sql<{ users: number; submissions: number }>`
      select (select count(*)::int from users) as users,
        (select count(*)::int from submissions) as submissions
    `.execute(target.db);
    console.log(
      `API benchmark: ${rows[0]!.users.toLocaleString('en')} users, ${rows[0]!.submissions.toLocaleString('en')} submissions, ${pages.toLocaleString('en')} leaderboard pages; requests from a second process on loopback, at most ${SECONDS_PER_CALL} s per call and pass`,
    );
    for (const pass of passes) {
      const results = await loadFromSecondProcess(base, plans, pass);
      console.log(
        `\n${pass.concurrency === 1 ? 'one at a time' : `${pass.concurrency} concurrent`} (up to ${pass.requests} requests per call)`,
      );
      console.log(
        'call                                   requests  failed  median ms   p99 ms   req/s',
      );
      for (const result of results) {
        console.log(
          `${result.name.padEnd(38)} ${String(result.requests).padStart(8)} ${String(result.failures).padStart(7)} ${result.medianMs.toFixed(1).padStart(10)} ${result.p99Ms.toFixed(1).padStart(8)} ${result.perSecond.toFixed(0).padStart(7)}`,
        );
      }
    }
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await target.db.destroy();
    await target.embedded?.stop();
  }
}

/** Runs runLoad in a child process (this file with --load) and reads its JSON answer. */
function loadFromSecondProcess(
  base: string,
  plans: CallPlan[],
  pass: LoadPass,
): Promise<CallResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--load', base],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`The load process exited with ${code}`));
      else resolve(JSON.parse(output) as CallResult[]);
    });
    child.stdin.end(JSON.stringify({ plans, pass }));
  });
}

async function loadMain(base: string): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const { plans, pass } = JSON.parse(input) as { plans: CallPlan[]; pass: LoadPass };
  const results = await runLoad(base, plans, pass);
  process.stdout.write(JSON.stringify(results));
}

const loadIndex = process.argv.indexOf('--load');
if (loadIndex >= 0) await loadMain(process.argv[loadIndex + 1]!);
else await main();
