import { type TokenClaims, tokenClaimsSchema } from '@zencode/shared/contract';

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT's payload, or null when it cannot be read. Only for routing and prefilling
 * forms: the signature is not checked here, the server checks it on every call.
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(base64UrlToText(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
