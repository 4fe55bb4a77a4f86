import { describe, expect, it } from 'vitest';
import {
  completeProfileRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  tokenClaimsSchema,
  verifyOtpRequestSchema,
} from './auth.ts';
import { messages } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth payloads', () => {
  it('accepts a sign-up that meets the password rule', () => {
    expect(signUpRequestSchema.parse({ email: 'ada@example.com', password: 'Str0ng!pw' })).toEqual({
      email: 'ada@example.com',
      password: 'Str0ng!pw',
    });
  });

  it.each(['alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12', 'Ab1!xyz', 'Spaces 1 Ab'])(
    'rejects the weak sign-up password %s with the exact message',
    (password) => {
      const result = signUpRequestSchema.safeParse({ email: 'ada@example.com', password });
      expect(firstMessage(result)).toBe(messages.passwordRequirementsUnmet);
    },
  );

  it('rejects unknown fields on request bodies', () => {
    const result = signInRequestSchema.safeParse({ email: 'a@b.co', password: 'x', admin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('takes the optional remember-me flag on sign-in', () => {
    expect(
      signInRequestSchema.parse({ email: 'a@b.co', password: 'x', rememberMe: true }).rememberMe,
    ).toBe(true);
  });

  it.each(['not-an-email', 'a@b', 'a b@c.co', '@c.co', `${'a'.repeat(250)}@b.co`])(
    'rejects the e-mail %s',
    (email) => {
      const result = signInRequestSchema.safeParse({ email, password: 'x' });
      expect(firstMessage(result)).toBe(messages.emailInvalid);
    },
  );

  it('requires exactly six digits for the OTP', () => {
    expect(verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp: '123456' }).success).toBe(true);
    for (const otp of ['12345', '1234567', '12345a', ' 123456']) {
      const result = verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp });
      expect(firstMessage(result)).toBe(messages.otpIncomplete);
    }
  });

  it('applies the reset rule: length only, with its own message', () => {
    expect(resetPasswordRequestSchema.safeParse({ token: 't', password: 'abcdefgh' }).success).toBe(
      true,
    );
    const result = resetPasswordRequestSchema.safeParse({ token: 't', password: 'abc' });
    expect(firstMessage(result)).toBe(messages.passwordTooShort);
  });

  it('trims the full name and checks the username on profile completion', () => {
    expect(
      completeProfileRequestSchema.parse({ fullName: '  Ada Lovelace ', username: 'ada_99' }),
    ).toEqual({ fullName: 'Ada Lovelace', username: 'ada_99' });
    expect(
      firstMessage(completeProfileRequestSchema.safeParse({ fullName: '   ', username: 'ada' })),
    ).toBe(messages.fullNameRequired);
    expect(
      firstMessage(completeProfileRequestSchema.safeParse({ fullName: 'Ada', username: 'ad' })),
    ).toBe(messages.usernameInvalid);
  });

  it('decodes token claims and keeps claims it does not know', () => {
    const claims = tokenClaimsSchema.parse({
      sub: 'u1',
      scope: 'session',
      username: 'ada',
      jti: 'x',
    });
    expect(claims).toMatchObject({ sub: 'u1', username: 'ada', jti: 'x' });
  });

  it('reads a session token of a user without a username yet', () => {
    const claims = tokenClaimsSchema.parse({ sub: 'u1', username: null, role: 'user', sv: 1 });
    expect(claims.username).toBeNull();
    expect(tokenClaimsSchema.safeParse({ username: 'ada' }).success).toBe(false);
  });
});
