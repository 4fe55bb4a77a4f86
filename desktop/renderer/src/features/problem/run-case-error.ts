import type { RunCaseResult } from '@zencode/shared/contract';
import { stripFilePaths } from '@zencode/shared/rules';

/** A run case's name: `Case 2` for a public case, `Custom 1` for the learner's own. */
export function caseLabel(result: RunCaseResult): string {
  return result.kind === 'public' ? `Case ${result.index + 1}` : `Custom ${result.index + 1}`;
}

/** The error of one case: its own, or the compiler's when the program did not compile. */
export function caseError(result: RunCaseResult, compileError: string | null): string | null {
  if (result.verdict !== 'Error') return null;
  return stripFilePaths(result.error ?? compileError ?? result.stderr) || compileError;
}

/**
 * The cases that failed with an error, and each distinct error once: in the order it first came,
 * with the last case that had it.
 */
export interface RunCaseErrors {
  errors: { result: RunCaseResult; message: string }[];
  distinctErrors: { result: RunCaseResult; message: string }[];
}

/** Every error of a run's cases, and the distinct ones (one compile error fails every case). */
export function runCaseErrors(cases: RunCaseResult[], compileError: string | null): RunCaseErrors {
  const errors = cases.flatMap((result) => {
    const message = caseError(result, compileError);
    return message ? [{ result, message }] : [];
  });
  const distinctErrors = [...new Map(errors.map((entry) => [entry.message, entry])).values()];
  return { errors, distinctErrors };
}
