import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/index.ts';
import { startRealServer, type RealServer } from './test/real-server.ts';

// Attacks on the running server: loopback only, bounded, and
// every process a test starts is stopped by the test.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const started: RealServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

/** Polls `check` every 200 ms until it is true or `ms` pass; returns whether it became true. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** GET over a new connection from `localAddress` (another loopback address is another client). */
function getFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { localAddress, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.setTimeout(10_000, () => request.destroy(new Error('no answer in 10 s')));
    request.once('error', reject);
  });
}

describe('slowloris (item 7)', () => {
  it('closes connections past the per-address cap at once and half-sent requests after the headers timeout, while other clients are served', async () => {
    const server = await startRealServer({
      CONNECTIONS_PER_ADDRESS: '20',
      HEADERS_TIMEOUT_MS: '2000',
    });
    started.push(server);
    const closedOrder: number[] = [];
    const sockets: Socket[] = [];
    const open = (index: number) =>
      new Promise<void>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: server.port });
        sockets.push(socket);
        socket.on('error', () => undefined);
        // Read what the server sends (its 408), so that its closing the connection is seen here.
        socket.resume();
        socket.once('close', () => closedOrder.push(index));
        // Headers that never end.
        socket.once('connect', () => {
          socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
          resolve();
        });
        socket.once('close', () => resolve());
      });
    for (let index = 0; index < 20; index += 1) await open(index);
    // The server sees the first 20 before the extra ones (each waited for its connect).
    await Promise.all(Array.from({ length: 30 }, (_, extra) => open(20 + extra)));
    try {
      // Another client (another loopback address) is answered meanwhile.
      expect(await getFrom(`${server.url}/api/health`, '127.0.0.2')).toBe(200);
      // Every extra connection was closed before any of the 20 held ones.
      expect(await within(5000, () => closedOrder.length >= 30)).toBe(true);
      expect(new Set(closedOrder.slice(0, 30))).toEqual(
        new Set(Array.from({ length: 30 }, (_, extra) => 20 + extra)),
      );
      // The 20 half-sent requests are closed by the headers timeout (node's default: 60 s).
      expect(await within(15_000, () => closedOrder.length === 50)).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

describe('the embedded PostgreSQL stopped by someone else (item 8)', () => {
  it('is started again after a fast shutdown (SIGINT, exit code 0), and the API answers again', async () => {
    const server = await startRealServer();
    started.push(server);
    const postmaster = Number(
      readFileSync(join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGINT');
    expect(await within(15_000, () => !alive(postmaster))).toBe(true);
    const answers = await within(30_000, async () => {
      const response = await fetch(`${server.url}/api/problems/count`).catch(() => undefined);
      return response?.status === 200;
    });
    expect(answers, server.output()).toBe(true);
    expect(server.output()).toContain('The embedded PostgreSQL stopped unexpectedly');
    // The server's own stop still stops it, cleanly and for good.
    expect(await server.stop()).toBe(0);
  });

  it('a Ctrl-C in a terminal (the server and PostgreSQL signalled together) still stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zencode-ctrl-c-'));
    try {
      const server = await startRealServer({}, { dataDir });
      const postmaster = Number(
        readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      server.process.kill('SIGINT');
      process.kill(postmaster, 'SIGINT');
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toContain('starting it again');
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('killing `npm start` (item 9)', () => {
  it('ends the server and its PostgreSQL with it; the next start finds the data dir free', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zencode-npm-start-'));
    const webDist = mkdtempSync(join(tmpdir(), 'zencode-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ZenCode</title>');
    const port = await findFreePort();
    // npm start in a process group of its own, as a terminal or a process manager runs it.
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: webDist,
        BACKGROUND_VALIDATION: 'off',
      },
    });
    let output = '';
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let serverPid = 0;
    try {
      expect(await within(60_000, () => output.includes('ZenCode is running at')), output).toBe(
        true,
      );
      serverPid = Number(readFileSync(join(dataDir, 'postgres.owner'), 'utf8'));
      const postmaster = Number(
        readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      // kill -9 of npm start's whole process group: npm and the launcher die at once.
      process.kill(-npm.pid!, 'SIGKILL');
      expect(await within(20_000, () => !alive(serverPid)), output).toBe(true);
      expect(await within(10_000, () => !alive(postmaster))).toBe(true);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      const next = await startRealServer({}, { dataDir });
      expect(await (await fetch(`${next.url}/api/health`)).json()).toMatchObject({
        database: true,
      });
      expect(await next.stop()).toBe(0);
    } finally {
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGTERM');
      await within(10_000, () => !serverPid || !alive(serverPid));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
