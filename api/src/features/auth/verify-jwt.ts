import { messages } from '@zencode/shared/contract';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { UnauthorizedError } from '../../errors.ts';

/** The HMAC key of our tokens (HS256) from the configured secret. */
export const jwtKey = (secret: string) => new TextEncoder().encode(secret);

/**
 * The claims `read` takes from a token whose signature, algorithm (HS256) and expiry hold.
 * UnauthorizedError otherwise, saying the session expired when it has; `read` refuses a payload
 * of another kind or shape by answering null.
 */
export async function verifyJwt<Claims>(
  secret: string,
  token: string,
  read: (payload: JWTPayload) => Claims | null,
): Promise<Claims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwtKey(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new UnauthorizedError(messages.sessionExpired);
    throw new UnauthorizedError();
  }
  const claims = read(payload);
  if (claims === null) throw new UnauthorizedError();
  return claims;
}
