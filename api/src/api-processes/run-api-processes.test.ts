import cluster from 'node:cluster';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findFreePort } from '../db/index.ts';
import { StartupError } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { runApiProcesses, type ProcessOrders } from './index.ts';

interface Answer {
  pid: number;
  orders: ProcessOrders;
}

/** One GET on a new connection (node:cluster hands connections, not requests, to processes). */
function get(port: number, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(body) as Answer));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Asks until `count` different processes answered (each connection goes to the next). */
async function answersFrom(port: number, count: number): Promise<Map<number, ProcessOrders>> {
  const seen = new Map<number, ProcessOrders>();
  for (let tries = 0; tries < 50 && seen.size < count; tries++) {
    const answer = await get(port);
    seen.set(answer.pid, answer.orders);
  }
  return seen;
}

const orders = (index: number): ProcessOrders => ({
  connectionString: 'postgres://primary/zencode',
  judgeWorkers: index === 0 ? 3 : 0,
});

let stoppers: (() => Promise<void>)[] = [];
const logger = createLogger('silent');

beforeAll(() => {
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('../test/fixtures/fake-api-process.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  });
});

afterEach(async () => {
  for (const stop of stoppers) await stop();
  stoppers = [];
  vi.restoreAllMocks();
  delete process.env.FAKE_API_PROCESS_MODE;
});

async function start(count: number): Promise<number> {
  const port = await findFreePort();
  process.env.FAKE_API_PROCESS_PORT = String(port);
  return runApiProcesses(count, orders, logger, stoppers);
}

describe('runApiProcesses', () => {
  it('starts the processes on one port and gives each its orders (the first one judges)', async () => {
    const port = await start(2);
    const answers = await answersFrom(port, 2);
    expect(answers.size).toBe(2);
    expect([...answers.values()].map((given) => given.judgeWorkers).sort()).toEqual([0, 3]);
    for (const given of answers.values()) {
      expect(given.connectionString).toBe('postgres://primary/zencode');
    }
  });

  it('starts a process that dies again, with its own orders, and says so', async () => {
    const errors = vi.spyOn(logger, 'error');
    const port = await start(1);
    const first = await get(port);
    await get(port, '/exit').catch(() => undefined);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    expect(errors).toHaveBeenCalledWith('API process 1 exited (3); starting it again');
    const again = await vi.waitFor(() => get(port), { timeout: 30_000, interval: 200 });
    expect(again.pid).not.toBe(first.pid);
    expect(again.orders).toEqual(orders(0));
  });

  it('fails the start, naming the process, when one exits before it listens', async () => {
    process.env.FAKE_API_PROCESS_MODE = 'fail';
    const started = start(1);
    await expect(started).rejects.toThrow(StartupError);
    await expect(started).rejects.toThrow('API process 1 did not start.');
  });

  it('stops every process with the stoppers it added, and none starts again', async () => {
    const errors = vi.spyOn(logger, 'error');
    const port = await start(2);
    await answersFrom(port, 2);
    expect(Object.keys(cluster.workers ?? {})).toHaveLength(2);
    for (const stop of stoppers) await stop();
    stoppers = [];
    expect(Object.keys(cluster.workers ?? {})).toHaveLength(0);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(errors).not.toHaveBeenCalled();
  });
});
