import { SignJWT } from 'jose';
import { messages } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../errors.ts';
import { signSessionToken, verifySessionToken, type SessionClaims } from './session-token.ts';

const secret = 's'.repeat(40);
const claims: SessionClaims = {
  sub: '6f1c2a7e-0000-4000-8000-000000000001',
  username: 'zen',
  role: 'user',
  sv: 3,
};

describe('session tokens', () => {
  it('round-trips the claims', async () => {
    const token = await signSessionToken(secret, claims);
    expect(token.split('.')).toHaveLength(3);
    expect(await verifySessionToken(secret, token)).toEqual(claims);
  });

  it('carries username and role readable by the client', async () => {
    const token = await signSessionToken(secret, { ...claims, role: 'admin' });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: claims.sub, username: 'zen', role: 'admin', sv: 3 });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });

  it('allows a user without a username yet', async () => {
    const token = await signSessionToken(secret, { ...claims, username: null });
    expect((await verifySessionToken(secret, token)).username).toBeNull();
  });

  it('rejects a token signed with another key', async () => {
    const token = await signSessionToken('o'.repeat(40), claims);
    await expect(verifySessionToken(secret, token)).rejects.toThrow(UnauthorizedError);
  });

  it('rejects a tampered payload', async () => {
    const [header, , signature] = (await signSessionToken(secret, claims)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    await expect(verifySessionToken(secret, `${header}.${forged}.${signature}`)).rejects.toThrow(
      UnauthorizedError,
    );
  });

  it('rejects an expired token with the session-expired message', async () => {
    const token = await signSessionToken(secret, claims, -10);
    await expect(verifySessionToken(secret, token)).rejects.toThrow(messages.sessionExpired);
  });

  it('rejects the "none" algorithm and tokens without the claims', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...claims, exp: Date.now() / 1000 + 60 }),
    ).toString('base64url')}.`;
    await expect(verifySessionToken(secret, unsigned)).rejects.toThrow(UnauthorizedError);
    const bare = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    await expect(verifySessionToken(secret, bare)).rejects.toThrow(messages.unauthorized);
    await expect(verifySessionToken(secret, 'not-a-token')).rejects.toThrow(UnauthorizedError);
  });

  it('rejects a scoped temporary token', async () => {
    const temporary = await new SignJWT({ ...claims, scope: 'complete-profile' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    await expect(verifySessionToken(secret, temporary)).rejects.toThrow(UnauthorizedError);
  });
});
