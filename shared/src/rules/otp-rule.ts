import { OTP_LENGTH, messages } from '../contract/index.ts';

/** What the code field keeps of typed or pasted text: digits only, at most 6. */
export function sanitizeOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Submit is enabled only for exactly 6 digits. */
export function isCompleteOtp(code: string): boolean {
  return code.length === OTP_LENGTH && /^\d+$/.test(code);
}

/** The message for an incomplete code, or null when it can be sent. */
export function otpError(code: string): string | null {
  return isCompleteOtp(code) ? null : messages.otpIncomplete;
}
