import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger.ts';

export interface PostgresSupervisorOptions {
  /** The running postmaster (changes with every restart). */
  currentProcess(): ChildProcess | undefined;
  /** Starts the server again; PostgreSQL runs its crash recovery on the way up. */
  restart(): Promise<void>;
  logger: Logger;
  /** Restart attempts before giving up (each waits a little longer). */
  attempts?: number;
  /** Called when the server cannot be brought back; the API server exits non-zero from here. */
  onGiveUp(error: Error): void;
}

/**
 * Watches the embedded PostgreSQL: when its postmaster ends before stop() (kill -9, an
 * out-of-memory kill, a SIGINT from someone else), starts it again on the same port and data directory, so the connection
 * pools reconnect by themselves. A server that cannot be restarted hands over to onGiveUp.
 */
export function supervisePostgres(options: PostgresSupervisorOptions): { stop(): void } {
  const { logger, attempts = 20 } = options;
  let stopped = false;

  const watch = () => {
    const child = options.currentProcess();
    child?.once('exit', (code, signal) => {
      // Only this server's own stop counts as asked: a postmaster that anyone else stopped, even
      // cleanly (a fast shutdown by SIGINT exits 0), is started again.
      if (stopped) return;
      logger.error(
        `The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again`,
      );
      void bringBack();
    });
  };

  const bringBack = async () => {
    let lastError: Error = new Error('not started');
    for (let attempt = 1; attempt <= attempts && !stopped; attempt += 1) {
      // The dead postmaster's backends notice and exit within moments; until then a new one
      // refuses to start on the shared memory they hold.
      await sleep(Math.min(250 * attempt, 2000));
      try {
        await options.restart();
        logger.info(`The embedded PostgreSQL is running again (attempt ${attempt})`);
        watch();
        return;
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(String(error));
      }
    }
    if (!stopped) options.onGiveUp(lastError);
  };

  watch();
  return {
    stop() {
      stopped = true;
    },
  };
}
