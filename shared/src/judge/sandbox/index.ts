/**
 * Sandboxes for untrusted programs. `ProcessSandbox` (rlimits, deadline, tree kill, capped output,
 * minimal env; no namespaces) for the desktop and as the server's fallback; the server's
 * `BubblewrapSandbox` lives in api/src/judge. Both pass `describeSandboxConformance`.
 * `PlainProcessSandbox` (plain child processes, the limits the system offers, no isolation) runs
 * the learner's code on desktops where the supervisor cannot (macOS, Windows, no C compiler).
 * argv[0] is absolute or relative to the work dir with a slash (`./main`); a bare name is looked
 * up in PATH. Results never throw for what the program does; `SandboxStartError` means the
 * sandbox itself could not start it (retry or report an infrastructure error).
 */
export type {
  Sandbox,
  SandboxLimits,
  SandboxRequest,
  SandboxResult,
  SandboxSession,
  SandboxUsage,
} from './sandbox.ts';
export { ProcessSandbox, type ProcessSandboxOptions } from './process-sandbox.ts';
export { PlainProcessSandbox, type PlainProcessSandboxOptions } from './plain-process-sandbox.ts';
export {
  ensureSupervisor,
  supervisorFileName,
  type SupervisorOptions,
} from './supervisor-binary.ts';
export {
  runSupervised,
  SandboxStartError,
  spawnSupervisor,
  supportFileFd,
  superviseRun,
  type SupervisedRun,
  type SupervisorProcess,
} from './run-supervised.ts';
export { maxStackMb, supervisorLimitArgs } from './supervisor-limits.ts';
export {
  looksOutOfMemory,
  parseSupervisorReport,
  toSandboxResult,
  type SupervisorReport,
} from './supervisor-report.ts';
export {
  assertReadableBySandboxUser,
  sandboxHostUserFor,
  prepareWorkDir,
  nobodyUser,
  type HostUser,
} from './sandbox-user.ts';
