import cluster, { type Worker } from 'node:cluster';
import { StartupError } from '../errors.ts';
import type { Logger } from '../logger.ts';

/** What the primary process tells each API process (node:cluster, API_PROCESSES > 1). */
export interface ProcessOrders {
  connectionString: string;
  judgeWorkers: number;
}

/** What an API process tells the primary: ready for its orders, then the port it listens on. */
export type ApiProcessMessage = { ready: true } | { listening: number };

/**
 * Process supervision for API_PROCESSES > 1 (node:cluster): starts `count` API processes on one
 * port, starts again any that dies, and adds the stopping of them all to `stoppers`; resolves with
 * the port once every process listens.
 */
export async function runApiProcesses(
  count: number,
  orders: (index: number) => ProcessOrders,
  logger: Logger,
  stoppers: (() => Promise<void>)[],
): Promise<number> {
  const running = new Set<Worker>();
  let stopping = false;
  const fork = (index: number, started?: (port: number) => void, failed?: () => void) => {
    const worker = cluster.fork();
    running.add(worker);
    let listening = false;
    worker.on('message', (message: ApiProcessMessage) => {
      if ('ready' in message) return worker.send(orders(index));
      listening = true;
      started?.(message.listening);
    });
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      if (stopping) return;
      // One that never listened fails the start; one that served is started again.
      if (failed && !listening) return failed();
      logger.error(`API process ${index + 1} exited (${signal ?? code}); starting it again`);
      setTimeout(() => !stopping && fork(index), 1000).unref();
    });
  };
  stoppers.push(async () => {
    stopping = true;
    await Promise.all(
      [...running].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
            setTimeout(() => worker.process.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  });
  const ports = await Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<number>((resolve, reject) => {
          fork(index, resolve, () =>
            reject(new StartupError(`API process ${index + 1} did not start.`)),
          );
        }),
    ),
  );
  return ports[0]!;
}
