import { describe, expect, it } from 'vitest';
import { checkSignUp } from './sign-up-rule.ts';

const valid = {
  email: 'ada@example.com',
  password: 'Str0ng!pw',
  confirmPassword: 'Str0ng!pw',
  acceptedTerms: true,
};

describe('checkSignUp', () => {
  it('allows submit when everything holds', () => {
    expect(checkSignUp(valid)).toEqual({
      canSubmit: true,
      error: null,
      matchHint: 'Passwords match',
    });
  });

  it('reports an unmet password requirement first', () => {
    const check = checkSignUp({ ...valid, password: 'weak', confirmPassword: 'other' });
    expect(check.canSubmit).toBe(false);
    expect(check.error).toBe('Password does not meet requirements.');
  });

  it('reports a mismatch with the live hint', () => {
    const check = checkSignUp({ ...valid, confirmPassword: 'Str0ng!pX' });
    expect(check).toEqual({
      canSubmit: false,
      error: 'Passwords do not match.',
      matchHint: "Passwords don't match",
    });
  });

  it('needs a non-empty confirmation and shows no hint while it is empty', () => {
    const check = checkSignUp({ ...valid, confirmPassword: '' });
    expect(check.canSubmit).toBe(false);
    expect(check.matchHint).toBeNull();
    expect(check.error).toBe('Passwords do not match.');
  });

  it('requires the e-mail and the terms checkbox', () => {
    expect(checkSignUp({ ...valid, email: '' }).canSubmit).toBe(false);
    expect(checkSignUp({ ...valid, email: 'nope' }).canSubmit).toBe(false);
    expect(checkSignUp({ ...valid, acceptedTerms: false }).canSubmit).toBe(false);
  });
});
