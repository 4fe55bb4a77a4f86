import { describe, expect, it } from 'vitest';
import { messages } from '../contract/index.ts';
import { needsEmailVerification } from './needs-email-verification.ts';

describe('needsEmailVerification', () => {
  it("recognises the server's not-verified message", () => {
    expect(needsEmailVerification(messages.emailNotVerified)).toBe(true);
    expect(needsEmailVerification('E-mail not verified')).toBe(true);
  });

  it('leaves other sign-in errors alone', () => {
    expect(needsEmailVerification(messages.invalidCredentials)).toBe(false);
    expect(needsEmailVerification(messages.tooManyRequests)).toBe(false);
    expect(needsEmailVerification(messages.loginFailed)).toBe(false);
  });
});
