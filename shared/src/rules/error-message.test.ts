import { describe, expect, it } from 'vitest';
import {
  apiErrorMessage,
  codeExecutionErrorMessage,
  compilerPageErrorMessage,
  problemPageErrorMessage,
} from './error-message.ts';

describe('apiErrorMessage', () => {
  it("prefers the body's message", () => {
    expect(apiErrorMessage({ message: 'Problem not found.' })).toBe('Problem not found.');
  });

  it.each([undefined, null, 'text', {}, { message: '' }, { message: 42 }])(
    'falls back for %j',
    (body) => {
      expect(apiErrorMessage(body)).toBe('API call failed');
    },
  );
});

describe('codeExecutionErrorMessage', () => {
  it('uses a text error, else its JSON, else the fallback', () => {
    expect(codeExecutionErrorMessage({ error: 'boom' })).toBe('boom');
    expect(codeExecutionErrorMessage({ error: { code: 1 } })).toBe('{"code":1}');
    expect(codeExecutionErrorMessage({})).toBe('Code execution failed');
    expect(codeExecutionErrorMessage(null)).toBe('Code execution failed');
  });
});

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
