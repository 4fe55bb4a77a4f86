import { describe, expect, it } from 'vitest';
import { generateLinkToken, generateOtp, hashSecret, sameHash } from './secret-code.ts';

describe('codes and tokens', () => {
  it('makes 6-digit codes, leading zeros kept, and varied', () => {
    const codes = Array.from({ length: 200 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('makes URL-safe link tokens of 256 bits', () => {
    const token = generateLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateLinkToken()).not.toBe(token);
  });

  it('hashes with the server key, so a stolen hash cannot be reversed by trying codes', () => {
    const hash = hashSecret('key-one', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashSecret('key-two', '123456')).not.toBe(hash);
    expect(sameHash(hash, hashSecret('key-one', '123456'))).toBe(true);
    expect(sameHash(hash, hashSecret('key-one', '123457'))).toBe(false);
    expect(sameHash(hash, 'abcd')).toBe(false);
  });
});
