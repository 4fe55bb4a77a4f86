import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@zencode/shared/contract';

/** A random 6-digit code, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** A random link token: 32 bytes, URL-safe. */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * HMAC-SHA-256 of a code or token, keyed with the server secret: only this is stored. A plain
 * hash of a 6-digit code could be reversed by trying all million codes; without the key it cannot.
 */
export function hashSecret(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
