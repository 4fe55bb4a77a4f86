import { messages, tokenClaimsSchema } from '@zencode/shared/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../errors.ts';
import { signProfileToken, verifyProfileToken } from './profile-token.ts';
import { signSessionToken, verifySessionToken } from './session-token.ts';

const secret = 's'.repeat(40);
const claims = {
  sub: '6f1c2a7e-0000-4000-8000-000000000001',
  email: 'new@example.com',
  fullName: 'New Learner',
  username: 'new_learner',
};

describe('the temporary profile-completion token', () => {
  it('round-trips its claims, which the client can decode to prefill the form', async () => {
    const token = await signProfileToken(secret, claims);
    expect(await verifyProfileToken(secret, token)).toEqual(claims);
    const decoded = tokenClaimsSchema.parse(decodeJwt(token));
    expect(decoded).toMatchObject({ scope: 'complete-profile', fullName: 'New Learner' });
    expect(decoded.exp! - decoded.iat!).toBe(3600);
  });

  it('is never a session, and a session is never one', async () => {
    const temp = await signProfileToken(secret, claims);
    await expect(verifySessionToken(secret, temp)).rejects.toThrow(UnauthorizedError);
    const session = await signSessionToken(secret, {
      sub: claims.sub,
      username: 'x',
      role: 'user',
      sv: 1,
    });
    await expect(verifyProfileToken(secret, session)).rejects.toThrow(UnauthorizedError);
  });

  it('refuses other keys and expired tokens', async () => {
    const foreign = await signProfileToken('o'.repeat(40), claims);
    await expect(verifyProfileToken(secret, foreign)).rejects.toThrow(messages.unauthorized);
    const expired = await signProfileToken(secret, claims, -5);
    await expect(verifyProfileToken(secret, expired)).rejects.toThrow(messages.sessionExpired);
  });
});
