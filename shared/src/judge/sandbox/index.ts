export type { Sandbox, SandboxLimits, SandboxRequest, SandboxResult } from './sandbox.ts';
export { ProcessSandbox, type ProcessSandboxOptions } from './process-sandbox.ts';
export {
  ensureSupervisor,
  supervisorFileName,
  type SupervisorOptions,
} from './supervisor-binary.ts';
export { runSupervised, SandboxStartError, type SupervisedRun } from './run-supervised.ts';
export { supervisorLimitArgs } from './supervisor-limits.ts';
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
