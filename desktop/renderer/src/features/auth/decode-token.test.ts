import { describe, expect, it } from 'vitest';
import { decodeTokenClaims } from './decode-token.ts';

// base64url as a JWT writes it (the renderer has no Buffer).
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.sig`;

describe('decodeTokenClaims', () => {
  it('reads the payload of a session token', () => {
    expect(decodeTokenClaims(jwt({ sub: 'u1', username: 'ada_l', role: 'admin', sv: 2 }))).toEqual({
      sub: 'u1',
      username: 'ada_l',
      role: 'admin',
      sv: 2,
    });
  });

  it('reads non-ASCII names of a temporary token', () => {
    const claims = decodeTokenClaims(
      jwt({ sub: 'u2', scope: 'complete-profile', fullName: 'Zoë Ünal', username: null }),
    );
    expect(claims).toMatchObject({
      fullName: 'Zoë Ünal',
      username: null,
      scope: 'complete-profile',
    });
  });

  it('gives null for anything that is not a readable token', () => {
    expect(decodeTokenClaims(null)).toBeNull();
    expect(decodeTokenClaims('')).toBeNull();
    expect(decodeTokenClaims('not-a-token')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
    expect(decodeTokenClaims(jwt({ username: 'no-subject' }))).toBeNull();
    expect(decodeTokenClaims(`${encode({})}.${encode('just a string')}.x`)).toBeNull();
  });
});
