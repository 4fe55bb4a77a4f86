import { z } from 'zod';

/**
 * Social sign-in from the desktop app (RFC 8252, OAuth for native apps): the app opens the
 * provider's start route in the system browser with a random `state` and a PKCE-style challenge;
 * the server hands a one-time code back through a `zencode://` link; the app trades the code, the
 * same state and the challenge's verifier for the session. The session token never travels in a URL.
 */

/** The desktop app's URL scheme (`zencode://...`), registered with the operating system. */
export const DESKTOP_URL_SCHEME = 'zencode';
/** The deep link that carries the one-time code: `zencode://oauth/callback?code=&state=`. */
export const DESKTOP_OAUTH_CALLBACK_LINK = `${DESKTOP_URL_SCHEME}://oauth/callback`;
/** How long the one-time code of a desktop sign-in can be exchanged. */
export const DESKTOP_SIGN_IN_CODE_LIFETIME_MS = 2 * 60 * 1000;

/** 32 random bytes, base64url without padding: the app's state, verifier and the server's code. */
export const desktopSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid value.');

/** Query of GET /auth/github and /auth/google when the desktop app starts the sign-in. */
export const desktopSignInStartQuerySchema = z.object({
  desktopState: desktopSecretSchema.optional(),
  /** base64url(SHA-256(verifier)). */
  desktopChallenge: desktopSecretSchema.optional(),
});
export type DesktopSignInStartQuery = z.infer<typeof desktopSignInStartQuerySchema>;

/** POST /auth/desktop/exchange: the code from the deep link, the app's state and its verifier. */
export const desktopSignInExchangeRequestSchema = z
  .object({ code: desktopSecretSchema, state: desktopSecretSchema, verifier: desktopSecretSchema })
  .strict();
export type DesktopSignInExchangeRequest = z.infer<typeof desktopSignInExchangeRequestSchema>;

/** The same hand-off the web's /oauth/callback receives, as JSON. */
export const desktopSignInExchangeResponseSchema = z.object({
  token: z.string().min(1),
  profileComplete: z.boolean(),
});
export type DesktopSignInExchangeResponse = z.infer<typeof desktopSignInExchangeResponseSchema>;

/** What the desktop's main process tells the page when a sign-in comes back from the browser. */
export const desktopSignInOutcomeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), session: desktopSignInExchangeResponseSchema }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type DesktopSignInOutcome = z.infer<typeof desktopSignInOutcomeSchema>;
