import { describe, expect, it } from 'vitest';
import { compilerPageErrorMessage, problemPageErrorMessage } from './error-message.ts';

describe('problemPageErrorMessage', () => {
  it('takes error.stderr first, with paths reduced', () => {
    const response = { error: { stderr: '/tmp/x/sol.cpp:1: error', message: 'm' }, message: 'n' };
    expect(problemPageErrorMessage(response)).toBe('sol.cpp:1: error');
  });

  it('then error.message, then error, then message', () => {
    expect(problemPageErrorMessage({ error: { message: 'm' }, message: 'n' })).toBe('m');
    expect(problemPageErrorMessage({ error: 'e', message: 'n' })).toBe('e');
    expect(problemPageErrorMessage({ message: 'n' })).toBe('n');
  });

  it("falls back to 'Compiler error'", () => {
    expect(problemPageErrorMessage({})).toBe('Compiler error');
    expect(problemPageErrorMessage({ error: { stderr: '' } })).toBe('Compiler error');
  });
});

describe('compilerPageErrorMessage', () => {
  it('takes stderr, then error.stderr, then the error as text', () => {
    expect(compilerPageErrorMessage({ output: { stderr: 'out err' }, error: 'e' })).toBe('out err');
    expect(compilerPageErrorMessage({ stderr: 'top err' })).toBe('top err');
    expect(compilerPageErrorMessage({ error: { stderr: 'nested' } })).toBe('nested');
    expect(compilerPageErrorMessage({ error: 'plain' })).toBe('plain');
    expect(compilerPageErrorMessage({ error: { code: 2 } })).toBe('{"code":2}');
  });

  it("falls back to 'Unknown error'", () => {
    expect(compilerPageErrorMessage({})).toBe('Unknown error');
    expect(compilerPageErrorMessage(undefined)).toBe('Unknown error');
  });
});
