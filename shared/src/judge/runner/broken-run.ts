import type { SandboxResult } from '../sandbox/sandbox.ts';
import { type CaseRun, failedRun } from './case-run.ts';
import { tidyOutput } from './tidy-output.ts';

const signalNames: Record<string, string> = {
  SIGSEGV: 'Segmentation fault (SIGSEGV)',
  SIGBUS: 'Bus error (SIGBUS)',
  SIGFPE: 'Floating point exception (SIGFPE)',
  SIGABRT: 'Aborted (SIGABRT)',
  SIGILL: 'Illegal instruction (SIGILL)',
  SIGKILL: 'Killed (SIGKILL)',
};

/** Words for a signal name as a learner reads them. */
export function describeSignal(signal: string): string {
  return signalNames[signal] ?? signal;
}

/**
 * Why a process stopped without reporting a case: the sandbox's own observations decide
 * (memory, time, output), else it crashed with a signal or an exit code.
 */
export function brokenRun(result: SandboxResult, timeMs: number): CaseRun {
  const fields = { timeMs, memoryKb: result.memoryKb, stderr: tidyOutput(result.stderr) };
  if (result.memoryExceeded) return failedRun('Memory Limit Exceeded', '', fields);
  if (result.timedOut) return failedRun('Time Limit Exceeded', '', fields);
  if (result.outputLimitExceeded || result.signal === 'SIGXFSZ')
    return failedRun('Output Limit Exceeded', '', fields);
  const error = result.signal
    ? describeSignal(result.signal)
    : `The program exited with code ${result.exitCode} before finishing this case.`;
  return failedRun('Runtime Error', error, fields);
}
