/**
 * Sign-in rule: when the error message mentions verifying the e-mail, the client goes to
 * /verify-otp with the e-mail instead of showing the error.
 */
export function needsEmailVerification(message: string): boolean {
  return /verif/i.test(message) && /e-?mail/i.test(message);
}
