import type { SubmissionCaseResult, Submission } from '@zencode/shared/contract';
import type { JudgeResult } from '@zencode/shared/judge';
import type { SubmissionCase, SubmissionRow } from '../../db/index.ts';

/** Stored texts per case are capped: enough to show what went wrong, bounded in the database. */
export const storedTextMaxLength = 4000;

function cap(text: string): string {
  return text.length > storedTextMaxLength ? `${text.slice(0, storedTextMaxLength)}…` : text;
}

/** The first case that ran and did not pass, or -1. */
function firstFailure(cases: readonly { verdict: string }[]): number {
  return cases.findIndex((run) => run.verdict === 'Failed' || run.verdict === 'Error');
}

/**
 * The runner's per-case results as stored on the submission. Hidden cases keep no input or
 * expected output (those stay in the testcases table), except the first failing case, which its
 * author is shown (ARCHITECTURE.md: a deliberate exception, as on LeetCode). The runner's error
 * message (exception, signal) goes with stderr, where the product's result panel shows errors.
 */
export function toStoredCases(
  result: JudgeResult,
  cases: { input: string; expected: string; hidden: boolean }[],
): SubmissionCase[] {
  const failed = firstFailure(result.cases);
  return result.cases.map((run, index) => {
    const testcase = cases[index]!;
    const base = {
      index,
      verdict: run.verdict,
      ...(run.reason ? { reason: run.reason } : {}),
      hidden: testcase.hidden,
      timeMs: Math.round(run.timeMs),
      memoryKb: Math.round(run.memoryKb),
    };
    if (run.verdict === 'Not Run') return base;
    const stderr = [run.stderr, run.error].filter((part) => part !== '').join('\n');
    const shown = !testcase.hidden || index === failed;
    return {
      ...base,
      ...(shown ? { input: cap(testcase.input), expected: cap(testcase.expected) } : {}),
      output: cap(run.output),
      stdout: cap(run.stdout),
      stderr: cap(stderr),
    };
  });
}

/**
 * One stored case as the contract shows it: a hidden one is its verdict only (no texts, no time,
 * no memory: per-case figures of a correct solution would spell out the hidden inputs), unless
 * the reader is an admin or it is the submission's first failing case.
 */
function toCaseResult(
  stored: SubmissionCase,
  revealHidden: boolean,
  failed: boolean,
): SubmissionCaseResult {
  const { hidden } = stored;
  const base = {
    index: stored.index,
    verdict: stored.verdict,
    ...(stored.reason ? { reason: stored.reason } : {}),
    hidden,
  };
  if (hidden && !revealHidden && !failed) return base;
  const texts = {
    input: stored.input,
    output: stored.output,
    expected: stored.expected,
    stdout: stored.stdout,
    stderr: stored.stderr,
  };
  return {
    ...base,
    ...Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined)),
    timeMs: stored.timeMs,
    memoryKb: stored.memoryKb,
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
  | 'reason'
  | 'diagnostics'
  | 'cases'
  | 'runtime_ms'
  | 'memory_kb'
  | 'error'
  | 'created_at'
  | 'total_cases'
  | 'hints_opened'
  | 'editorial_opened'
> & { problem_title?: string | null };

/** A submission row in the contract's shape; `revealHidden` only for admins. */
export function toSubmission(row: SubmissionViewRow, revealHidden: boolean): Submission {
  const failed = firstFailure(row.cases);
  return {
    _id: row.id,
    problemId: row.problem_id,
    userId: row.user_id,
    ...(row.problem_title ? { problemTitle: row.problem_title } : {}),
    verdict: row.verdict,
    reason: row.verdict === 'Not Accepted' ? row.reason : null,
    status: row.status,
    language: row.language,
    code: row.code,
    submittedAt: row.created_at.toISOString(),
    runtimeMs: row.runtime_ms,
    memoryKb: row.memory_kb,
    ...(row.error ? { compileError: row.error } : {}),
    diagnostics: row.diagnostics,
    cases: row.cases.map((stored, index) => toCaseResult(stored, revealHidden, index === failed)),
    passedCases: row.cases.filter((stored) => stored.verdict === 'Passed').length,
    totalCases: row.total_cases,
    hintsOpened: row.hints_opened,
    editorialOpened: row.editorial_opened,
  };
}
