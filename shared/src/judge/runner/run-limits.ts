import type { Language } from '../languages/index.ts';
import type { SandboxLimits, SandboxRequest } from '../sandbox/sandbox.ts';
import type { JudgeLimits } from './judge-types.ts';

export const defaultLimits: JudgeLimits = { timeMs: 2000, memoryMb: 256 };

/** A whole submission never runs longer than this, whatever its cases and limits. */
export const totalWallCapMs = 90_000;
/**
 * Wall time one case may take per millisecond of its CPU limit: the CPU limit itself, as long
 * again idling (the supervisor's idle budget) and as long again waiting for a busy machine.
 */
const caseWallPerCpu = 3;
/** Bytes a case may print to stdout and stderr together before Output Limit Exceeded. */
export const caseOutputLimitBytes = 1 << 20;
/** Runtime start-up allowed on top of the cases' CPU time (the JVM and V8 boot). */
const startupCpuMs = 3000;
/** CPU and idle time to start a runtime and load the learner's code, before the first case. */
export const loadBudgetMs = 10_000;

/**
 * Idle time (no task of the program running or runnable: it sleeps or waits) one case may spend
 * before its process is killed as Time Limit Exceeded. Only idling counts, so a program starved of
 * CPU by a busy machine is not cut short, and a sleeper stops after about one time limit.
 */
export function caseIdleMs(caseCpuMs: number): number {
  return caseCpuMs;
}

/**
 * Idle time all the cases of one process may spend together (the load phase apart): a program
 * that sleeps just under its idle budget on every case is stopped after about two time limits
 * of sleeping (at least 5 s, so that a busy machine's hiccups never add up to a stop), not after
 * the submission's whole wall budget.
 */
export function runIdleMs(caseCpuMs: number): number {
  return Math.max(5000, 2 * caseCpuMs);
}

/** CPU time one case may use in this language. */
export function caseTimeMs(language: Language, limits: JudgeLimits): number {
  return Math.round(limits.timeMs * language.timeMultiplier);
}

/**
 * Wall-clock budget of running a whole submission's cases, proportional to its limits: each case
 * its time limit in this language three times over (CPU, idling, a busy machine), plus one load
 * allowance for starting the runtime and the learner's code, never more than totalWallCapMs. A
 * solution that sleeps or restarts its process case after case holds a worker this long at most.
 */
export function submissionWallBudgetMs(
  language: Language,
  limits: JudgeLimits,
  caseCount: number,
): number {
  const casesMs = caseCount * caseTimeMs(language, limits) * caseWallPerCpu;
  return Math.min(totalWallCapMs, loadBudgetMs + casesMs);
}

/** What every run of a learner's program may spawn and write, whatever its problem's limits. */
export const programProcessLimits = { processes: 128, fileSizeMb: 64 } as const;

/** Memory settings for a run: sandbox cap, enforcement mode and the runtime's own heap flags. */
export function memorySettings(language: Language, memoryMb: number) {
  const memory = language.memory;
  if (memory.mode === 'address-space') {
    return {
      sandboxMb: memoryMb,
      memoryMode: 'address-space' as const,
      heapFlags: [] as string[],
      env: undefined,
    };
  }
  return {
    sandboxMb: memoryMb + memory.overheadMb,
    memoryMode: 'resident' as const,
    heapFlags: memory.heapFlags(memoryMb),
    env: memory.env?.(memoryMb),
  };
}

/** Sandbox limits for one process that runs `caseCount` cases back to back. */
export function runLimits(
  language: Language,
  limits: JudgeLimits,
  caseCount: number,
  wallLeftMs: number,
): {
  limits: SandboxLimits;
  memoryMode: SandboxRequest['memoryMode'];
  heapFlags: string[];
  env: Record<string, string> | undefined;
} {
  const memory = memorySettings(language, limits.memoryMb);
  const cpuMs = Math.min(caseTimeMs(language, limits) * caseCount + startupCpuMs, wallLeftMs);
  return {
    limits: {
      cpuMs,
      wallMs: Math.max(1000, Math.min(cpuMs * 2 + 2000, wallLeftMs)),
      memoryMb: memory.sandboxMb,
      outputBytes: 64 << 20,
      ...programProcessLimits,
    },
    memoryMode: memory.memoryMode,
    heapFlags: memory.heapFlags,
    env: memory.env,
  };
}

/** Limits for compiling: generous, since only the compiler (trusted) runs, on untrusted input. */
export const compileLimits: SandboxLimits = {
  cpuMs: 20_000,
  wallMs: 30_000,
  memoryMb: 2048,
  outputBytes: 1 << 20,
  processes: 128,
  fileSizeMb: 256,
};
