import { describe, expect, it } from 'vitest';
import { checkResetPassword } from './reset-password-rule.ts';

describe('checkResetPassword', () => {
  it('accepts two equal passwords of 8 characters', () => {
    expect(checkResetPassword('abcdefgh', 'abcdefgh')).toEqual({ canSubmit: true, error: null });
  });

  it('reports a mismatch before the length', () => {
    expect(checkResetPassword('abc', 'abd')).toEqual({
      canSubmit: true,
      error: 'Passwords do not match.',
    });
  });

  it('reports a short password', () => {
    expect(checkResetPassword('abcdefg', 'abcdefg').error).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('disables submit while either field is empty', () => {
    expect(checkResetPassword('', 'abcdefgh').canSubmit).toBe(false);
    expect(checkResetPassword('abcdefgh', '').canSubmit).toBe(false);
    expect(checkResetPassword('', '').canSubmit).toBe(false);
  });
});
