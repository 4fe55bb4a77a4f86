import type { Checker } from '../checkers/index.ts';
import type { CaseRun } from './case-run.ts';
import type { CaseResult } from './judge-types.ts';

/** A case's verdict: Passed, Failed (wrong answer) or Error (no answer: crash, limits, compile). */
export function toCaseResult(
  run: CaseRun,
  testCase: { input: string; expected?: string | undefined },
  checker: Checker,
): CaseResult {
  const { expected } = testCase;
  const common = {
    output: run.output,
    expected: expected ?? null,
    stdout: run.stdout,
    stderr: run.stderr,
    error: run.error,
    timeMs: run.timeMs,
    memoryKb: run.memoryKb,
  };
  if (run.outcome !== 'ok') return { verdict: 'Error', reason: run.outcome, ...common };
  if (expected === undefined || checker.check(expected, run.output, testCase.input)) {
    return { verdict: 'Passed', reason: null, ...common };
  }
  return { verdict: 'Failed', reason: 'Wrong Answer', ...common };
}

/** A case after the first failure of a submission: never fed to the program. */
export function notRunCase(expected: string | undefined): CaseResult {
  return {
    verdict: 'Not Run',
    reason: null,
    output: '',
    expected: expected ?? null,
    stdout: '',
    stderr: '',
    error: '',
    timeMs: 0,
    memoryKb: 0,
  };
}
