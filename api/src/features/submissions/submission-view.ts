import type { CaseResult, FailureReason, Submission } from '@zencode/shared/contract';
import type { JudgeResult } from '@zencode/shared/judge';
import type { SubmissionCase, SubmissionRow } from '../../db/schema.ts';

/** Stored texts per case are capped: enough to show what went wrong, bounded in the database. */
export const storedTextMaxLength = 4000;

function cap(text: string): string {
  return text.length > storedTextMaxLength ? `${text.slice(0, storedTextMaxLength)}…` : text;
}

/**
 * The runner's per-case results as stored on the submission. Hidden cases keep no input or
 * expected output (those stay in the testcases table); the runner's error message (exception,
 * signal) goes with stderr, where the spec's result panel shows errors.
 */
export function toStoredCases(
  result: JudgeResult,
  cases: { input: string; expected: string; hidden: boolean }[],
): SubmissionCase[] {
  return result.cases.map((run, index) => {
    const testcase = cases[index]!;
    const stderr = [run.stderr, run.error].filter((part) => part !== '').join('\n');
    return {
      index,
      verdict: run.verdict,
      ...(run.reason ? { reason: run.reason } : {}),
      hidden: testcase.hidden,
      runtimeMs: Math.round(run.timeMs),
      memoryKb: Math.round(run.memoryKb),
      ...(testcase.hidden ? {} : { input: cap(testcase.input), expected: cap(testcase.expected) }),
      output: cap(run.output),
      stdout: cap(run.stdout),
      stderr: cap(stderr),
    };
  });
}

/** One stored case as the contract shows it; a hidden one to a learner is its verdict only. */
function toCaseResult(stored: SubmissionCase, revealHidden: boolean): CaseResult {
  const hidden = stored.hidden ?? false;
  const base = {
    index: stored.index,
    verdict: stored.verdict,
    ...(stored.reason ? { reason: stored.reason as FailureReason } : {}),
    hidden,
    timeMs: stored.runtimeMs ?? 0,
    memoryKb: stored.memoryKb ?? 0,
  };
  if (hidden && !revealHidden) return base;
  const texts = {
    input: stored.input,
    output: stored.output,
    expected: stored.expected,
    stdout: stored.stdout,
    stderr: stored.stderr ?? stored.error,
  };
  return {
    ...base,
    ...Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined)),
  };
}

export type SubmissionViewRow = Pick<
  SubmissionRow,
  | 'id'
  | 'user_id'
  | 'problem_id'
  | 'language'
  | 'code'
  | 'status'
  | 'verdict'
  | 'cases'
  | 'runtime_ms'
  | 'memory_kb'
  | 'error'
  | 'created_at'
  | 'total_cases'
> & { problem_title?: string | null };

/** A submission row in the contract's shape; `revealHidden` only for admins. */
export function toSubmission(row: SubmissionViewRow, revealHidden: boolean): Submission {
  return {
    _id: row.id,
    problemId: row.problem_id,
    userId: row.user_id,
    ...(row.problem_title ? { problemTitle: row.problem_title } : {}),
    verdict: row.verdict,
    status: row.status,
    language: row.language,
    code: row.code,
    submittedAt: row.created_at.toISOString(),
    runtimeMs: row.runtime_ms,
    memoryKb: row.memory_kb,
    ...(row.error ? { compileError: row.error } : {}),
    cases: row.cases.map((stored) => toCaseResult(stored, revealHidden)),
    totalCases: row.total_cases,
  };
}
