import { constants } from 'node:os';
import type { SandboxLimits, SandboxResult } from './sandbox.ts';

/** The record the supervisor writes after the whole tree is gone. */
export interface SupervisorReport {
  /** The program was about to exec (limits applied): false means the sandbox itself failed. */
  ready: boolean;
  exitCode: number;
  signal: number;
  cpuMs: number;
  wallMs: number;
  maxRssKb: number;
  peakSampledRssKb: number;
  timedOut: boolean;
  memoryExceeded: boolean;
  killedOnRequest: boolean;
}

/** Messages runtimes print when an allocation fails under the cap. */
export const outOfMemoryPattern =
  /std::bad_alloc|\bMemoryError\b|OutOfMemoryError|heap out of memory|Cannot allocate memory|out of memory/i;

const signalNames = new Map<number, string>(
  Object.entries(constants.signals).map(([name, number]) => [number, name]),
);

/** Parses the supervisor's JSON line; throws when it is missing (the supervisor itself failed). */
export function parseSupervisorReport(text: string): SupervisorReport {
  const line = text.trim();
  if (!line) throw new Error('the sandbox supervisor wrote no report');
  return JSON.parse(line) as SupervisorReport;
}

/**
 * True when a run that ended badly shows the marks of memory exhaustion: the resident ceiling was
 * hit, peak RSS reached the cap, or the runtime reported a failed allocation.
 */
export function looksOutOfMemory(
  report: SupervisorReport,
  stderr: string,
  limits: SandboxLimits,
): boolean {
  const capKb = limits.memoryMb * 1024;
  if (report.memoryExceeded || report.maxRssKb > capKb) return true;
  const endedBadly = report.signal !== 0 || report.exitCode !== 0;
  return (
    endedBadly &&
    !report.timedOut &&
    !report.killedOnRequest &&
    (report.maxRssKb >= capKb * 0.9 || outOfMemoryPattern.test(stderr))
  );
}

/** Combines the report with the captured output into the Sandbox contract's result. */
export function toSandboxResult(
  report: SupervisorReport,
  output: { stdout: string; stderr: string; outputLimitExceeded: boolean },
  limits: SandboxLimits,
): SandboxResult {
  const signal = report.signal ? (signalNames.get(report.signal) ?? `SIG${report.signal}`) : null;
  const memoryExceeded = looksOutOfMemory(report, output.stderr, limits);
  // RLIMIT_CPU ends a single process with SIGXCPU, or SIGKILL at its hard limit.
  const cpuKilled =
    signal === 'SIGXCPU' ||
    (signal === 'SIGKILL' && !report.killedOnRequest && report.cpuMs >= limits.cpuMs);
  return {
    exitCode: report.signal ? null : report.exitCode,
    signal,
    stdout: output.stdout,
    stderr: output.stderr,
    timedOut: report.timedOut || (cpuKilled && !report.memoryExceeded),
    memoryExceeded,
    outputLimitExceeded: output.outputLimitExceeded,
    cpuMs: report.cpuMs,
    wallMs: report.wallMs,
    memoryKb: report.maxRssKb,
  };
}
