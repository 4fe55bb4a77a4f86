import type { LogLevel } from './config.ts';

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** A one-line-per-event logger: `2026-11-22T06:00:00.000Z info message`, errors to stderr. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, error?: unknown) => {
    if (rank[at] < rank[level]) return;
    const line = `${new Date().toISOString()} ${at} ${message}`;
    const detail = error instanceof Error ? `\n${error.stack ?? error.message}` : '';
    if (at === 'warn' || at === 'error') process.stderr.write(`${line}${detail}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    debug: (message) => write('debug', message),
    info: (message) => write('info', message),
    warn: (message, error) => write('warn', message, error),
    error: (message, error) => write('error', message, error),
  };
}

/** A logger that keeps nothing, for tests that do not look at logs. */
export const silentLogger: Logger = createLogger('silent');
