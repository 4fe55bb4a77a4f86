import { spawn, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { isSeeded, openSeedDatabase, seedDataDir, seedLarge } from '../src/cli/seed-large.ts';
import { migrateToLatest } from '../src/db/index.ts';
import { KeepAliveClient } from './keep-alive-client.ts';

/**
 * `npm run bench:api`: latency of the leaderboard, rank, profile and heatmap calls on the large
 * dataset (`npm run seed:large`, seeded here when missing), against the real server (server.ts,
 * BENCH_API_PROCESSES processes, default one per core) while a second process on loopback sends
 * the requests over keep-alive connections. Passes:
 * 1. one at a time, each learner or page read for the first time (the database path);
 * 2. CONCURRENCY in flight after every address was read by every API process (the read cache's
 *    steady state: each process keeps its own);
 * 3. CONCURRENCY in flight with the read cache off (READ_CACHE_MB=0): every read asks PostgreSQL.
 * The ceiling is the same load on node:http alone (bareMain: as many processes, a fixed answer):
 * the machine, loopback TCP and the load generator. Beside it, an unknown /api address (Hono's
 * HTTP, middleware, routing and a JSON error, no database) and /api/health, which queries the
 * database and the job queue. Each call is also shown as a share of the ceiling's requests per
 * second, beside the target. The load generator (keep-alive-client.ts) shares the machine's cores
 * with the server, as the previous one (node:http's client) did at twice its CPU per request.
 * `LEAN_READS=off` runs the server without the lean read path (every cached read through Hono).
 * Bounded in requests and time; prints, asserts nothing.
 */
const CONCURRENCY = 200;
const SECONDS_PER_CALL = 20;
const TARGET_P99_MS = 20;
const port = Number(process.env.BENCH_API_PORT ?? 19010);
const barePort = port + 1;
const processes = Number(process.env.BENCH_API_PROCESSES ?? availableParallelism());

interface LoadPass {
  title: string;
  concurrency: number;
  requests: number;
  /** How many times each address of a call is read before measuring it (0: never). */
  warmReads: number;
}

interface CallPlan {
  name: string;
  /** Another server than the API (the bare node:http ceiling). */
  port?: number;
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
  const { hostname, port: serverPort } = new URL(base);
  // As a browser asks: compressed answers are part of the cost.
  const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
  const results: CallResult[] = [];
  for (const plan of plans) {
    const clients = Array.from(
      { length: concurrency },
      () => new KeepAliveClient(hostname, plan.port ?? Number(serverPort), headers),
    );
    const warmPath = plan.port ? '/' : ceilingPath;
    // One after another, each answered before the next opens. node:cluster's primary hands a new
    // connection to the first API process that took its previous one, so connections opened
    // while others wait to be handed over go to whichever process is less busy (one process got
    // a tenth of a call's requests in a measured run). Opened this way they alternate, the warm
    // reads below reach every process, and the processes share the load evenly.
    for (const client of clients) await client.get(warmPath);
    const eachClient = async (work: (client: KeepAliveClient, index: number) => Promise<void>) => {
      await Promise.all(clients.map(work));
    };
    // Warm the connections and the load process's own code, on the ceiling's address, so that
    // no call is read ahead of time.
    await eachClient(async (client) => {
      for (let round = 0; round < 10; round++) await client.get(warmPath);
    });
    if (pass.warmReads > 0) {
      // Each address on warmReads neighbouring connections, which node:cluster handed to the API
      // processes in turn: every process (each holds its own read cache) reads it before the
      // measured requests; the spare copies cover a connection handed out of turn.
      const total = plan.paths.length * pass.warmReads;
      await eachClient(async (client, index) => {
        for (let at = index; at < total; at += concurrency) {
          await client.get(plan.paths[Math.floor(at / pass.warmReads)]!);
        }
      });
    }
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const deadline = performance.now() + SECONDS_PER_CALL * 1000;
    const started = performance.now();
    await eachClient(async (client) => {
      while (next < requests && performance.now() < deadline) {
        const path = plan.paths[next++ % plan.paths.length]!;
        const sent = performance.now();
        const status = await client.get(path);
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
    for (const client of clients) client.close();
  }
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
      { name: 'ceiling: bare node:http, fixed answer', paths: ['/'], port: barePort },
      { name: 'Hono: unknown /api path (404)', paths: [ceilingPath], status: 404 },
      { name: '/api/health (database and queue)', paths: ['/api/health'] },
      { name: 'leaderboard page 1', paths: ['/api/leaderboard?page=1&limit=10'] },
      {
        name: `leaderboard random page (1-${pages})`,
        paths: randomPages.map((page) => `/api/leaderboard?page=${page}&limit=10`),
      },
      { name: 'rank by username', paths: names.map((name) => `/api/leaderboard/rank/${name}`) },
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
      // Measured reads only: no catalogue validation judging beside them.
      BACKGROUND_VALIDATION: 'off',
      READ_CACHE_MB: String(readCacheMb),
      // LEAN_READS=off npm run bench:api: the same passes with every read through Hono.
      LEAN_READS: process.env.LEAN_READS ?? 'on',
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
    const target = index < 3 ? '' : result.p99Ms < TARGET_P99_MS ? 'met' : 'missed';
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
      `API benchmark: ${rows[0]!.users.toLocaleString('en')} users, ${rows[0]!.submissions.toLocaleString('en')} submissions, ${pages.toLocaleString('en')} leaderboard pages; server.ts with ${processes} API process(es), LEAN_READS=${process.env.LEAN_READS ?? 'on'}, on ${availableParallelism()} cores; requests from a second process on loopback, at most ${SECONDS_PER_CALL} s per call and pass`,
    );
    const runs: { readCacheMb: number; passes: LoadPass[] }[] = [
      {
        readCacheMb: 64,
        passes: [
          { title: 'one at a time, first reads', concurrency: 1, requests: 300, warmReads: 0 },
          {
            title: `${CONCURRENCY} concurrent, every address read before by each API process`,
            concurrency: CONCURRENCY,
            requests: 10_000,
            warmReads: 4 * processes,
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
            warmReads: 0,
          },
        ],
      },
    ];
    const bare = await startBareServer();
    try {
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
      bare.stop();
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

/**
 * The ceiling: node:http alone in as many processes as the API, answering every request with the
 * same small JSON (about a compressed leaderboard page). No server written in Node can answer this
 * load on this machine faster; the rest is the machine, loopback TCP and the load generator.
 */
function bareMain(): void {
  if (cluster.isPrimary) {
    let listening = 0;
    for (let index = 0; index < processes; index++) {
      cluster.fork().once('listening', () => {
        if (++listening === processes) console.log('listening');
      });
    }
    process.on('SIGTERM', () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
      process.exit(0);
    });
    return;
  }
  const body = Buffer.from(JSON.stringify({ message: 'x'.repeat(280) }));
  const headers = { 'Content-Type': 'application/json', 'Content-Length': body.byteLength };
  createServer((_, res) => {
    res.writeHead(200, headers);
    res.end(body);
  }).listen(barePort, '127.0.0.1');
}

/** bareMain in a child process; resolves once it listens. */
async function startBareServer(): Promise<{ stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--bare'],
    {
      env: {
        PATH: process.env.PATH,
        BENCH_API_PORT: String(port),
        BENCH_API_PROCESSES: String(processes),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('listening') && resolve(),
    );
    child.once('exit', () => reject(new Error('The bare node:http server stopped')));
  });
  return { stop: () => child.kill('SIGTERM') };
}

const loadIndex = process.argv.indexOf('--load');
if (loadIndex >= 0) await loadMain(process.argv[loadIndex + 1]!);
else if (process.argv.includes('--bare')) bareMain();
else await main();
