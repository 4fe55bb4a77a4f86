import { messages, type SignUpResponse } from '../contract/index.ts';

export type SignUpOutcome =
  { kind: 'verify' } | { kind: 'signed-in'; token: string } | { kind: 'error'; message: string };

/**
 * What a sign-up answer means: a message sends the user to /verify-otp, a
 * token signs them in, neither is the error 'Signup succeeded but no token received.'
 */
export function signUpOutcome(response: SignUpResponse): SignUpOutcome {
  if (response.message) return { kind: 'verify' };
  if (response.token) return { kind: 'signed-in', token: response.token };
  return { kind: 'error', message: messages.signupNoToken };
}
