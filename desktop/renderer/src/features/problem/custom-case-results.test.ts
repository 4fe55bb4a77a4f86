import type { RunCaseResult } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { customCaseResults } from './custom-case-results.ts';
import type { RunOutcome } from './use-run-code.ts';

const caseResult = (patch: Partial<RunCaseResult>): RunCaseResult => ({
  kind: 'custom',
  index: 0,
  input: '1',
  output: '',
  stdout: '',
  stderr: '',
  verdict: 'Custom',
  ...patch,
});

const outcome = (cases: RunCaseResult[], error: string | null = null): RunOutcome => ({
  response: { cases, diagnostics: [] },
  error,
  language: 'python',
});

describe('customCaseResults', () => {
  it('gives each custom case its own output, skipping the public cases', () => {
    const results = customCaseResults(
      2,
      outcome([
        caseResult({ kind: 'public', index: 0, output: 'public', verdict: 'Correct' }),
        caseResult({ index: 1, output: '7' }),
        caseResult({ index: 0, output: '3' }),
      ]),
    );
    expect(results).toEqual([
      { output: '3', verdict: 'Custom' },
      { output: '7', verdict: 'Custom' },
    ]);
  });

  it("reports a case's error, else the run's, and nothing for a case the run did not reach", () => {
    const results = customCaseResults(
      3,
      outcome(
        [
          caseResult({ index: 0, verdict: 'Error', error: 'ZeroDivisionError' }),
          caseResult({ index: 1, verdict: 'Error' }),
        ],
        'Time limit exceeded',
      ),
    );
    expect(results).toEqual([
      { output: '', verdict: 'Error', error: 'ZeroDivisionError' },
      { output: '', verdict: 'Error', error: 'Time limit exceeded' },
      undefined,
    ]);
  });

  it('has nothing for any case when the code did not compile', () => {
    expect(
      customCaseResults(2, { response: null, error: 'SyntaxError', language: 'python' }),
    ).toEqual([undefined, undefined]);
  });
});
