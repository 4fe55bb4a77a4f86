import cluster from 'node:cluster';
import type { ApiProcessMessage, ProcessOrders } from './run-api-processes.ts';

/** True in one of the API_PROCESSES that runApiProcesses started, false in the primary. */
export const isApiProcess = cluster.isWorker;

function tellPrimary(message: ApiProcessMessage): void {
  process.send!(message);
}

/**
 * In an API process: its orders from the primary, which owns the database and says where it is.
 * `primaryGone` is called if the primary goes away (this process has nothing to serve for then).
 */
export function ordersFromPrimary(primaryGone: () => void): Promise<ProcessOrders> {
  process.on('disconnect', primaryGone);
  return new Promise((resolve) => {
    process.once('message', (message: ProcessOrders) => resolve(message));
    tellPrimary({ ready: true });
  });
}

/** In an API process: tells the primary that it serves on `port` (runApiProcesses resolves). */
export function reportListening(port: number): void {
  tellPrimary({ listening: port });
}

/**
 * In the primary: when started by scripts/start.mjs (`npm start`) with an IPC channel, calls
 * `launcherGone` when the launcher ends, however it ends, rather than keep the data dir taken.
 */
export function endWithLauncher(launcherGone: () => void): void {
  if (!process.channel) return;
  process.channel.unref();
  process.on('disconnect', launcherGone);
}
