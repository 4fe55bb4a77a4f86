import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalog } from './catalog/index.ts';
import { findFreePort } from './db/index.ts';
import { queryOnce } from './test/query-once.ts';
import { startRealServer } from './test/real-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'zencode-server-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs server.ts until it prints its URL, then stops it with SIGTERM; returns what it printed. */
async function bootAndStop(
  port: number,
  check: (url: string) => Promise<void>,
  env: Record<string, string> = {},
) {
  const server = await startRealServer(env, { dataDir, port });
  try {
    await check(server.url);
  } catch (error) {
    await server.stop();
    // What the server printed is what tells why a check failed (a restart, a pool, a timeout).
    throw new Error(
      `${error instanceof Error ? error.message : error}\nThe server printed:\n${server.output()}`,
      {
        cause: error,
      },
    );
  }
  expect(await server.stop(), server.output()).toBe(0);
  return server.output();
}

describe('server.ts', () => {
  const shipped = readCatalog().length;

  it('starts from nothing, serves, stops its database cleanly and reuses the data next time', async () => {
    const port = await findFreePort();
    const first = await bootAndStop(port, async (url) => {
      const count = await fetch(`${url}/api/problems/count`);
      expect(await count.json()).toEqual({ count: shipped });
      const health = (await (await fetch(`${url}/api/health`)).json()) as { database: boolean };
      expect(health.database).toBe(true);
    });
    expect(first).toContain(`ZenCode is running at http://127.0.0.1:${port}`);
    expect(first).toContain(`Loaded ${shipped} problems from the catalogue`);
    expect(first).toMatch(/GET \/api\/problems\/count 200 \d+ms/);
    expect(first).toContain('Stopped.');
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await bootAndStop(port, async (url) => {
      expect(await (await fetch(`${url}/api/problems/count`)).json()).toEqual({ count: shipped });
    });
    expect(second).not.toContain('Creating the embedded PostgreSQL');
    expect(second).not.toContain('Applied migration');
    expect(second).not.toContain('Loaded ');
  });

  it('runs API_PROCESSES processes on one port over one database, and stops them all', async () => {
    const port = await findFreePort();
    const output = await bootAndStop(
      port,
      async (url) => {
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`${url}/api/problems/count`)),
        );
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
        const board = await fetch(`${url}/api/leaderboard`);
        expect(board.headers.get('etag')).toMatch(/^".+"$/);
      },
      { API_PROCESSES: '2', JUDGE_CONCURRENCY: '1' },
    );
    expect(output).toContain(`ZenCode is running at http://127.0.0.1:${port} (2 processes)`);
    expect(output).toContain('Stopped.');
    expect(output).not.toContain('starting it again');
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('starts its PostgreSQL again after a kill -9 under load, losing nothing committed', async () => {
    const port = await findFreePort();
    const output = await bootAndStop(
      port,
      async (url) => {
        const postmasterPid = () =>
          Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
        const connectionString = `postgres://postgres:${encodeURIComponent(
          readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim(),
        )}@127.0.0.1:${readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]}/zencode`;
        const sql = (text: string) => queryOnce(connectionString, text);
        // An accepted submission, committed before the crash.
        await sql(`
        with learner as (
          insert into users (email, username, profile_complete, email_verified_at)
          values ('crash@example.com', 'crash_test', true, now()) returning id
        )
        insert into submissions (user_id, problem_id, language, code, status, verdict)
        select learner.id, 'two-sum', 'python', 'pass', 'done', 'Accepted' from learner`);
        const before = postmasterPid();
        let loading = true;
        const statuses: number[] = [];
        const load = Array.from({ length: 4 }, async () => {
          while (loading) {
            const answer = await fetch(`${url}/api/problems/count`).catch(() => undefined);
            statuses.push(answer?.status ?? 0);
            await answer?.arrayBuffer();
          }
        });
        process.kill(before, 'SIGKILL');
        await expect
          .poll(
            async () => {
              const health = await fetch(`${url}/api/health`).catch(() => undefined);
              return health?.ok ? ((await health.json()) as { database: boolean }).database : false;
            },
            { timeout: 90_000, interval: 500 },
          )
          .toBe(true);
        loading = false;
        await Promise.all(load);
        expect(postmasterPid()).not.toBe(before);
        expect(statuses.at(-1)).toBe(200);
        const kept = await sql(
          "select verdict from submissions where code = 'pass' and problem_id = 'two-sum'",
        );
        expect(kept).toEqual([{ verdict: 'Accepted' }]);
      },
      { LOG_LEVEL: 'debug' },
    );
    expect(output).toContain('The embedded PostgreSQL stopped unexpectedly (SIGKILL)');
    expect(output).toContain('The embedded PostgreSQL is running again');
    expect(output).toContain('Stopped.');
  }, 240_000);

  it('stops at once with a message naming a wrong variable', async () => {
    const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
    const server = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => server.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment variable PORT');
  });
});
