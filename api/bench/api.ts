import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { isSeeded, openSeedDatabase, seedDataDir, seedLarge } from '../src/cli/seed-large.ts';
import { migrateToLatest } from '../src/db/index.ts';

/**
 * `npm run bench:api`: latency of the leaderboard, rank, profile and heatmap calls on the large
 * dataset (`npm run seed:large`, seeded here when missing), against the real server (server.ts,
 * BENCH_API_PROCESSES processes, default one per core) while a second process on loopback sends
 * the requests over keep-alive connections. Passes:
 * 1. one at a time, each learner or page read for the first time (the database path);
 * 2. CONCURRENCY in flight after every address was read once (the read cache's steady state);
 * 3. CONCURRENCY in flight with the read cache off (READ_CACHE_MB=0): every read asks PostgreSQL.
 * The ceiling of this machine and framework is the same load on an unknown /api address (the
 * same HTTP, middleware, routing and JSON error, no database); /api/health, which queries the
 * database and the job queue, is shown beside it. Each call is also shown as a share of the
 * ceiling's requests per second, beside the target.
 * Bounded in requests and time; prints, asserts nothing.
 */
const CONCURRENCY = 200;
const SECONDS_PER_CALL = 20;
const TARGET_P99_MS = 20;
const port = Number(process.env.BENCH_API_PORT ?? 19010);
const processes = Number(process.env.BENCH_API_PROCESSES ?? availableParallelism());

interface LoadPass {
  title: string;
  concurrency: number;
  requests: number;
  /** Read every address of a call once before measuring it. */
  warm: boolean;
}

interface CallPlan {
  name: string;
  paths: string[];
  /** The status every answer must have (200 unless said). */
  status?: number;
}

interface CallResult {
  name: string;
  requests: number;
  failures: number;
  medianMs: number;
  p99Ms: number;
  perSecond: number;
}

/** The ceiling's address: the whole HTTP path of the server, no database. */
const ceilingPath = '/api/no-such-call';

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

/** The load process: keeps `concurrency` requests in flight over keep-alive connections. */
async function runLoad(base: string, plans: CallPlan[], pass: LoadPass): Promise<CallResult[]> {
  const { concurrency, requests } = pass;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (path: string) =>
    new Promise<number>((resolve) => {
      // As a browser asks: compressed answers are part of the cost.
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const req = request(`${base}${path}`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end();
    });
  const inParallel = async (count: number, work: () => Promise<void>) => {
    await Promise.all(Array.from({ length: count }, work));
  };
  const results: CallResult[] = [];
  for (const plan of plans) {
    // Open the connections (on the ceiling's address, so that no call is read ahead of time).
    await inParallel(concurrency, async () => void (await get(ceilingPath)));
    if (pass.warm) {
      let next = 0;
      await inParallel(concurrency, async () => {
        while (next < plan.paths.length) await get(plan.paths[next++]!);
      });
    }
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const deadline = performance.now() + SECONDS_PER_CALL * 1000;
    const started = performance.now();
    await inParallel(concurrency, async () => {
      while (next < requests && performance.now() < deadline) {
        const path = plan.paths[next++ % plan.paths.length]!;
        const sent = performance.now();
        const status = await get(path);
        latencies.push(performance.now() - sent);
        if (status !== (plan.status ?? 200)) failures += 1;
      }
    });
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

/** Random picks of real learners, so that every request reads a different user. */
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
      { name: 'ceiling: unknown /api path (404)', paths: [ceilingPath], status: 404 },
      { name: '/api/health (database and queue)', paths: ['/api/health'] },
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

/** server.ts on the seeded database; resolves once it listens. */
async function startServer(connectionString: string, readCacheMb: number) {
  const entry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
  // e.g. BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/api-profile': a CPU profile of
  // each server process (API processes inherit the arguments).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: seedDataDir,
      DATABASE_URL: connectionString,
      LOG_LEVEL: 'warn',
      API_PROCESSES: String(processes),
      JUDGE_CONCURRENCY: '1',
      READ_CACHE_MB: String(readCacheMb),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ZenCode is running at')) resolve();
    });
    void exited.then(() => reject(new Error(`The server stopped:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

function printResults(pass: LoadPass, results: CallResult[]): void {
  console.log(`\n${pass.title} (up to ${pass.requests} requests per call)`);
  console.log(
    'call                                   requests  failed  median ms   p99 ms   req/s  of ceiling  target p99 < 20 ms',
  );
  const ceiling = results[0]!.perSecond;
  for (const [index, result] of results.entries()) {
    const share = index === 0 ? '' : `${((100 * result.perSecond) / ceiling).toFixed(0)}%`;
    const target = index < 2 ? '' : result.p99Ms < TARGET_P99_MS ? 'met' : 'missed';
    console.log(
      `${result.name.padEnd(38)} ${String(result.requests).padStart(8)} ${String(result.failures).padStart(7)} ${result.medianMs.toFixed(1).padStart(10)} ${result.p99Ms.toFixed(1).padStart(8)} ${result.perSecond.toFixed(0).padStart(7)} ${share.padStart(11)}  ${target}`,
    );
  }
}

async function main(): Promise<void> {
  const target = await openSeedDatabase(process.env.DATABASE_URL || undefined);
  try {
    await migrateToLatest(target.db);
    if (!(await isSeeded(target.db))) {
      console.log('Seeding the large dataset first (npm run seed:large)...');
      await seedLarge(target.db);
    }
    const { plans, pages } = await planCalls(target.db);
    const { rows } = await sql<{ users: number; submissions: number }>`
      select (select count(*)::int from users) as users,
        (select count(*)::int from submissions) as submissions
    `.execute(target.db);
    console.log(
      `API benchmark: ${rows[0]!.users.toLocaleString('en')} users, ${rows[0]!.submissions.toLocaleString('en')} submissions, ${pages.toLocaleString('en')} leaderboard pages; server.ts with ${processes} API process(es) on ${availableParallelism()} cores; requests from a second process on loopback, at most ${SECONDS_PER_CALL} s per call and pass`,
    );
    const runs: { readCacheMb: number; passes: LoadPass[] }[] = [
      {
        readCacheMb: 64,
        passes: [
          { title: 'one at a time, first reads', concurrency: 1, requests: 300, warm: false },
          {
            title: `${CONCURRENCY} concurrent, every address read once before`,
            concurrency: CONCURRENCY,
            requests: 10_000,
            warm: true,
          },
        ],
      },
      {
        readCacheMb: 0,
        passes: [
          {
            title: `${CONCURRENCY} concurrent, read cache off (READ_CACHE_MB=0)`,
            concurrency: CONCURRENCY,
            requests: 2_000,
            warm: false,
          },
        ],
      },
    ];
    for (const run of runs) {
      const server = await startServer(target.connectionString, run.readCacheMb);
      try {
        for (const pass of run.passes) {
          printResults(pass, await loadFromSecondProcess(server.base, plans, pass));
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
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
