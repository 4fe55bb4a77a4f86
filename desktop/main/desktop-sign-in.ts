import {
  API_BASE,
  apiRoutes,
  desktopSignInExchangeResponseSchema,
  messages,
  withQuery,
  type DesktopSignInOutcome,
  type OauthProvider,
} from '@zencode/shared/contract';
import { pkceChallenge } from '@zencode/shared/rules';
import { parseDeepLink } from './deep-link.ts';

/** How long the app waits for the browser to come back; the server's state cookie lives as long. */
export const desktopSignInWaitMs = 10 * 60 * 1000;

export interface DesktopSignInDeps {
  apiBaseUrl: string;
  /** Opens the system browser (Electron's `shell.openExternal`). */
  openExternal(url: string): Promise<void>;
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** 32 random bytes as base64url. */
  randomSecret(): string;
  now(): number;
  log(message: string): void;
}

/**
 * The app's side of social sign-in through the system browser. `start` opens the provider's page
 * with a fresh state and PKCE challenge; `completeFromLink` takes the `zencode://` link, accepts it
 * only for the state it is waiting for (once), and trades its code for the session. Links that are
 * malformed, unexpected, stale or replayed are ignored with a log line and answer null.
 */
export function createDesktopSignIn(deps: DesktopSignInDeps) {
  const waiting = new Map<string, { verifier: string; startedAt: number }>();

  return {
    async start(provider: OauthProvider): Promise<void> {
      const state = deps.randomSecret();
      const verifier = deps.randomSecret();
      // One sign-in at a time: starting again forgets the earlier, unfinished one.
      waiting.clear();
      waiting.set(state, { verifier, startedAt: deps.now() });
      const startUrl = withQuery(`${deps.apiBaseUrl}${API_BASE}${apiRoutes.auth[provider]}`, {
        desktopState: state,
        desktopChallenge: await pkceChallenge(verifier),
      });
      await deps.openExternal(startUrl);
    },

    async completeFromLink(rawLink: string): Promise<DesktopSignInOutcome | null> {
      const parsed = parseDeepLink(rawLink);
      if (!parsed.ok) {
        deps.log(`Ignored a zencode:// link: ${parsed.reason}.`);
        return null;
      }
      const { code, state } = parsed.link;
      const pending = waiting.get(state);
      if (!pending) {
        deps.log('Ignored a zencode:// sign-in link: no sign-in of this app is waiting for it.');
        return null;
      }
      waiting.delete(state);
      if (deps.now() - pending.startedAt > desktopSignInWaitMs) {
        deps.log('Ignored a zencode:// sign-in link: the sign-in it belongs to has expired.');
        return null;
      }
      try {
        const response = await deps.fetch(
          `${deps.apiBaseUrl}${API_BASE}${apiRoutes.auth.desktopExchange}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code, state, verifier: pending.verifier }),
          },
        );
        const body: unknown = await response.json();
        if (!response.ok) {
          const message = (body as { message?: unknown } | null)?.message;
          return {
            ok: false,
            message: typeof message === 'string' ? message : messages.oauthFailed,
          };
        }
        return { ok: true, session: desktopSignInExchangeResponseSchema.parse(body) };
      } catch (error) {
        deps.log(`The desktop sign-in exchange failed: ${String(error)}`);
        return { ok: false, message: messages.oauthFailed };
      }
    },
  };
}

export type DesktopSignIn = ReturnType<typeof createDesktopSignIn>;
