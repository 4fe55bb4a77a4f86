import type { FailureReason } from '../../contract/submission.ts';

/** How one case ran, before its output is checked against the expected one. */
export interface CaseRun {
  /** 'ok' when the program produced an answer; otherwise why it did not. */
  outcome: 'ok' | Exclude<FailureReason, 'Wrong Answer'>;
  output: string;
  stdout: string;
  stderr: string;
  error: string;
  timeMs: number;
  memoryKb: number;
}

export function failedRun(
  outcome: CaseRun['outcome'],
  error: string,
  fields: Partial<Omit<CaseRun, 'outcome' | 'error'>> = {},
): CaseRun {
  return { outcome, output: '', stdout: '', stderr: '', error, timeMs: 0, memoryKb: 0, ...fields };
}
