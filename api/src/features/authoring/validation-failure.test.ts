import type { ValidationLanguage } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { validationFailure } from './validation-failure.ts';

const passing: ValidationLanguage = {
  language: 'cpp',
  passed: true,
  compileError: null,
  error: null,
  cases: [],
};
const failedCase = {
  number: 3,
  isPublic: false,
  verdict: 'Failed' as const,
  reason: 'Time Limit Exceeded' as const,
  output: '',
  expected: '1',
  error: '',
  timeMs: 3000,
};

describe('validationFailure', () => {
  it('is null when every language passed', () => {
    expect(validationFailure([passing])).toBeNull();
  });

  it('names the first failing language and its first failing case', () => {
    const python = { ...passing, language: 'python' as const, passed: false, cases: [failedCase] };
    const java = { ...python, language: 'java' as const };
    expect(validationFailure([passing, python, java])).toBe('Python: case 3, Time Limit Exceeded');
  });

  it('says a compile error or why the language could not run', () => {
    const compile = { ...passing, passed: false, compileError: 'main.c:1: error' };
    expect(validationFailure([compile])).toBe('C++: Compilation Error');
    const missing = {
      ...passing,
      language: 'java' as const,
      passed: false,
      error: 'Java is not installed on this server.',
    };
    expect(validationFailure([missing])).toBe('Java: Java is not installed on this server.');
  });
});
