import type { RunCaseResult } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { differsFromExpected, runHeadline } from './run-headline.ts';

const caseResult = (patch: Partial<RunCaseResult>): RunCaseResult => ({
  kind: 'public',
  index: 0,
  input: '1',
  output: '',
  stdout: '',
  stderr: '',
  verdict: 'Correct',
  ...patch,
});

describe('runHeadline', () => {
  it('counts the custom cases whose answer differs from the reference', () => {
    const headline = runHeadline([
      caseResult({}),
      caseResult({ index: 1 }),
      caseResult({ kind: 'custom', verdict: 'Custom', expected: '[0,2]', matchesExpected: false }),
      caseResult({ kind: 'custom', index: 1, verdict: 'Custom', matchesExpected: true }),
    ]);
    expect(headline).toEqual({
      publicText: '2 / 2 public cases correct',
      allPublicCorrect: true,
      differingText: '1 custom case differs from the expected answer',
    });
  });

  it('says "differ" for several, and nothing when every answer matches or is unknown', () => {
    const differing = caseResult({ kind: 'custom', verdict: 'Custom', matchesExpected: false });
    expect(runHeadline([differing, { ...differing, index: 1 }]).differingText).toBe(
      '2 custom cases differ from the expected answer',
    );
    // No reference answer (offline, or a problem without a reference): nothing to compare with.
    const unknown = caseResult({ kind: 'custom', verdict: 'Custom' });
    expect(runHeadline([caseResult({ verdict: 'Wrong' }), unknown])).toEqual({
      publicText: '0 / 1 public cases correct',
      allPublicCorrect: false,
      differingText: null,
    });
  });

  it('never calls an Error case different: the error says more', () => {
    expect(
      differsFromExpected(caseResult({ kind: 'custom', verdict: 'Error', matchesExpected: false })),
    ).toBe(false);
  });
});
