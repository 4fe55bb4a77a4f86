import { describe, expect, it } from 'vitest';
import { isCompleteOtp, otpError, sanitizeOtp } from './otp-rule.ts';

describe('sanitizeOtp', () => {
  it.each([
    ['123456', '123456'],
    ['12 34 56', '123456'],
    ['1a2b3c', '123'],
    ['1234567890', '123456'],
    ['code: 98-76-54!', '987654'],
    ['', ''],
    ['abc', ''],
    ['١٢٣', ''],
  ])('keeps %j as %j', (raw, kept) => {
    expect(sanitizeOtp(raw)).toBe(kept);
  });
});

describe('isCompleteOtp and otpError', () => {
  it('accepts exactly six digits', () => {
    expect(isCompleteOtp('000000')).toBe(true);
    expect(otpError('123456')).toBeNull();
  });

  it.each(['', '12345', '1234567', '12345a', '      '])('refuses %j', (code) => {
    expect(isCompleteOtp(code)).toBe(false);
    expect(otpError(code)).toBe('Please enter a 6-digit verification code.');
  });
});
