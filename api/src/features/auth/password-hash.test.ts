import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('passwords', () => {
  it('hashes with Argon2id and verifies', async () => {
    const hash = await hashPassword('Calm-Focus1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Calm-Focus1')).toBe(true);
    expect(await verifyPassword(hash, 'calm-focus1')).toBe(false);
    expect(await verifyPassword(null, 'Calm-Focus1')).toBe(false);
    expect(await verifyPassword('not a hash', 'Calm-Focus1')).toBe(false);
  });
});
