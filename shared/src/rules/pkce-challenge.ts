/**
 * The S256 challenge of a PKCE verifier: base64url(SHA-256(verifier)) without padding (RFC 7636).
 * Web Crypto, so the desktop's main process and the server compute it the same way.
 */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(verifier),
  );
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
