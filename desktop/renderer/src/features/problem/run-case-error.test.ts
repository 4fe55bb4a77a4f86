import type { RunCaseResult } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { caseError, caseLabel, runCaseErrors } from './run-case-error.ts';

const runCase = (overrides: Partial<RunCaseResult>): RunCaseResult => ({
  kind: 'public',
  index: 0,
  input: '[1,2]',
  output: '',
  stdout: '',
  stderr: '',
  verdict: 'Correct',
  ...overrides,
});

describe('caseLabel', () => {
  it('numbers public and custom cases from 1, each kind on its own', () => {
    expect(caseLabel(runCase({ kind: 'public', index: 1 }))).toBe('Case 2');
    expect(caseLabel(runCase({ kind: 'custom', index: 0 }))).toBe('Custom 1');
  });
});

describe('caseError', () => {
  it('is none for a case that did not end in Error', () => {
    expect(caseError(runCase({ verdict: 'Wrong', error: 'ignored' }), 'compile')).toBeNull();
  });

  it("is the case's own error, else the compiler's, else what it wrote to stderr", () => {
    expect(caseError(runCase({ verdict: 'Error', error: 'boom' }), 'compile')).toBe('boom');
    expect(caseError(runCase({ verdict: 'Error' }), 'compile')).toBe('compile');
    expect(caseError(runCase({ verdict: 'Error', stderr: 'trace' }), null)).toBe('trace');
  });

  it("falls back to the compiler's text when the case's own is empty", () => {
    expect(caseError(runCase({ verdict: 'Error', error: '' }), 'compile')).toBe('compile');
  });
});

describe('runCaseErrors', () => {
  it('keeps every error, and each distinct message once: where it first came, with its last case', () => {
    const cases = [
      runCase({ index: 0, verdict: 'Error', error: 'same' }),
      runCase({ index: 1, verdict: 'Correct' }),
      runCase({ index: 2, verdict: 'Error', error: 'same' }),
      runCase({ kind: 'custom', index: 0, verdict: 'Error', error: 'other' }),
    ];
    const { errors, distinctErrors } = runCaseErrors(cases, null);
    expect(errors.map((entry) => entry.message)).toEqual(['same', 'same', 'other']);
    expect(distinctErrors.map((entry) => [caseLabel(entry.result), entry.message])).toEqual([
      ['Case 3', 'same'],
      ['Custom 1', 'other'],
    ]);
  });
});
