import type { CheckerId, LanguageId, Signature } from '../../contract/signature.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';

export const failureReasons = [
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Output Limit Exceeded',
  'Compilation Error',
] as const;
export type FailureReason = (typeof failureReasons)[number];

/** The spec's per-case words: Failed is a wrong answer, Error is anything that gave no answer. */
export type CaseVerdict = 'Passed' | 'Failed' | 'Error';

export interface JudgeCase {
  /** LeetCode text: one literal per parameter per line (function), or the whole stdin (stdio). */
  input: string;
  /** Omitted for custom inputs without a reference answer: the case passes when it runs cleanly. */
  expected?: string;
}

export interface JudgeLimits {
  /** CPU time per case in ms, before the language multiplier (default 2000). */
  timeMs: number;
  /** Memory in MiB for the solution itself (default 256). */
  memoryMb: number;
}

export interface JudgeRequest {
  language: LanguageId;
  signature: Signature;
  checker?: CheckerId;
  limits?: Partial<JudgeLimits>;
  cases: JudgeCase[];
  code: string;
}

export type JudgeProgress =
  { stage: 'compiling' } | { stage: 'running'; done: number; total: number };

export interface JudgeOptions {
  sandbox: Sandbox;
  /** Holds compiled artifacts and the C++ precompiled header; must be readable by the sandbox. */
  cacheDir: string;
  /** Parent of the per-run work dirs (default: the OS temp dir). */
  workRoot?: string;
  onProgress?: (progress: JudgeProgress) => void;
}

export interface CaseResult {
  verdict: CaseVerdict;
  reason: FailureReason | null;
  /** The answer as a literal (function problems) or the program's stdout (stdio problems). */
  output: string;
  expected: string | null;
  stdout: string;
  stderr: string;
  /** Exception, signal or compiler message, paths reduced to file names. */
  error: string;
  timeMs: number;
  memoryKb: number;
}

export interface JudgeResult {
  verdict: 'Accepted' | 'Not Accepted';
  /** The first failing case's reason (what LeetCode shows as the headline), null when accepted. */
  reason: FailureReason | null;
  /** The compiler's full message when the code did not compile. */
  compileError: string | null;
  cases: CaseResult[];
  passed: number;
  total: number;
  /** Slowest case in ms and largest peak memory in KiB. */
  timeMs: number;
  memoryKb: number;
}
