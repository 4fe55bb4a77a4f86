import { describe, expect, it } from 'vitest';
import { checkChangePassword } from './change-password-rule.ts';

const filled = { oldPassword: 'old', newPassword: 'New1!pass', confirmPassword: 'New1!pass' };

describe('checkChangePassword', () => {
  it('accepts three filled fields with a matching confirmation', () => {
    expect(checkChangePassword(filled)).toEqual({ canSubmit: true, error: null });
  });

  it.each(['oldPassword', 'newPassword', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(checkChangePassword({ ...filled, [field]: '' })).toEqual({
      canSubmit: false,
      error: 'All fields are required.',
    });
  });

  it('reports a confirmation that differs', () => {
    expect(checkChangePassword({ ...filled, confirmPassword: 'New1!pasS' }).error).toBe(
      'Passwords do not match.',
    );
  });
});
