import { describe, expect, it } from 'vitest';
import { signUpOutcome } from './sign-up-outcome.ts';

describe('signUpOutcome', () => {
  it('sends a message answer to code verification', () => {
    expect(signUpOutcome({ message: 'We sent a code.' })).toEqual({ kind: 'verify' });
    expect(signUpOutcome({ message: 'We sent a code.', token: 't' })).toEqual({ kind: 'verify' });
  });

  it('signs in with a token answer', () => {
    expect(signUpOutcome({ token: 'jwt' })).toEqual({ kind: 'signed-in', token: 'jwt' });
  });

  it('reports an answer with neither', () => {
    expect(signUpOutcome({})).toEqual({
      kind: 'error',
      message: 'Signup succeeded but no token received.',
    });
    expect(signUpOutcome({ message: '', token: '' }).kind).toBe('error');
  });
});
