export { judge, requireLanguage } from './judge.ts';
export { compileProgram, type CompileOutcome } from './compile-program.ts';
export { runProgram, type ProgramRequest, type ProgramResult } from './run-program.ts';
export { LanguageUnavailableError } from './language-unavailable-error.ts';
export { defaultLimits, submissionWallBudgetMs, totalWallCapMs } from './run-limits.ts';
export { ensurePrepared, preparedMounts, resolvePackageFile } from './ensure-prepared.ts';
export {
  ArtifactCache,
  artifactCacheFor,
  defaultArtifactCacheMb,
  type CompiledArtifacts,
} from './artifact-cache.ts';
export { ensureOwnedDir } from './owned-dir.ts';
export { removeCrashLeftovers } from './remove-crash-leftovers.ts';
export { defaultWorkRoot } from './work-dir.ts';
export {
  type CaseResult,
  type JudgeCase,
  type JudgeLimits,
  type JudgeOptions,
  type JudgeProgress,
  type JudgeRequest,
  type JudgeResult,
} from './judge-types.ts';
export { runProblem, type RunProblemRequest } from './run-problem.ts';
