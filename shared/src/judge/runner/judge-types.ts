import type { Diagnostic } from '../../contract/diagnostic.ts';
import type { ProblemLimits } from '../../contract/problem.ts';
import type { CheckerId, LanguageId, Signature } from '../../contract/signature.ts';
import type { CaseVerdict, FailureReason } from '../../contract/submission.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';

export interface JudgeCase {
  /** LeetCode text: one literal per parameter per line (function), or the whole stdin (stdio). */
  input: string;
  /** Omitted for custom inputs without a reference answer: the case passes when it runs cleanly. */
  expected?: string;
  /**
   * A hidden case. When the first failing case is hidden and the process saw earlier hidden cases,
   * everything of that case (verdict, reason, texts, time, memory) is taken from a rerun of it
   * alone, so that a solution cannot carry the earlier hidden inputs out through the one case a
   * learner is shown; and a Not Accepted result's time and memory leave out passed hidden cases.
   */
  hidden?: boolean;
}

/** A problem's limits: CPU time per case (ms, before the language multiplier) and memory (MiB). */
export type JudgeLimits = ProblemLimits;

export interface JudgeRequest {
  language: LanguageId;
  signature: Signature;
  checker?: CheckerId;
  limits?: Partial<JudgeLimits>;
  /** Fed in this order, one at a time: put public cases first. */
  cases: JudgeCase[];
  code: string;
  /** Stop at the first case that does not pass (submissions); the rest are `Not Run`. */
  stopAtFirstFailure?: boolean;
}

export type JudgeProgress =
  { stage: 'compiling' } | { stage: 'running'; done: number; total: number };

export interface JudgeOptions {
  sandbox: Sandbox;
  /** Holds compiled artifacts and the C++ precompiled header; must be readable by the sandbox. */
  cacheDir: string;
  /** Bytes of compiled programs kept in cacheDir (default: defaultArtifactCacheMb MiB). */
  cacheMaxBytes?: number;
  /** Parent of the per-run work dirs (default: defaultWorkRoot(), os.tmpdir()/zencode-work-<uid>). */
  workRoot?: string;
  onProgress?: (progress: JudgeProgress) => void;
}

/** One case as judged; the texts are the runner's, untruncated (callers cap what they store). */
export interface CaseResult {
  verdict: CaseVerdict;
  reason: FailureReason | null;
  /** The answer as a literal (function problems) or the program's stdout (stdio problems). */
  output: string;
  expected: string | null;
  stdout: string;
  stderr: string;
  /** Exception, signal or limit message, paths reduced to file names. */
  error: string;
  /** CPU time of the case, measured by the sandbox outside the solution's process. */
  timeMs: number;
  memoryKb: number;
}

export interface JudgeResult {
  verdict: 'Accepted' | 'Not Accepted';
  /** The first failing case's reason (what LeetCode shows as the headline), null when accepted. */
  reason: FailureReason | null;
  /** The compiler's full message when the code did not compile; `cases` is then empty. */
  compileError: string | null;
  /** Errors and warnings in the learner's own code, located for editor markers. */
  diagnostics: Diagnostic[];
  /** One per request case, in order; after a stop at the first failure the rest are `Not Run`. */
  cases: CaseResult[];
  passed: number;
  total: number;
  /**
   * Slowest case in ms and largest peak memory in KiB: over every case when accepted; otherwise
   * over the public cases and the failing one only (a passed hidden case's figures stay unsaid).
   */
  timeMs: number;
  memoryKb: number;
}
