import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  authProvidersResponseSchema,
  desktopSignInStartQuerySchema,
  messages,
  oauthProviders,
  pageRoutes,
  type OauthProvider,
} from '@zencode/shared/contract';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { tokenAfterVerification } from './account-session.ts';
import {
  desktopCookieValue,
  issueDesktopSignInLink,
  parseDesktopCookie,
} from './desktop-sign-in.ts';
import { linkOauthAccount } from './link-oauth-account.ts';
import { oauthProviderSetup, type OauthProviderSetup } from './oauth-identity.ts';
import { jsonResponse, publicAccess, accountErrors } from '../../http/index.ts';
import { createAccountRouter } from './account-router.ts';

/** The state (and PKCE verifier) live in short cookies scoped to the auth routes. */
const cookiePath = '/api/auth';
const cookieMaxAgeSeconds = 10 * 60;

const callbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

function setupOrNotFound(c: Context<AppEnv>, name: OauthProvider): OauthProviderSetup {
  const setup = oauthProviderSetup(c.var.deps.config, name);
  if (!setup) throw new NotFoundError(messages.oauthNotConfigured);
  return setup;
}

function oauthClient(c: Context<AppEnv>, setup: OauthProviderSetup): OAuth2Client {
  const redirectUri = `${c.var.deps.config.publicUrl}/api${apiRoutes.auth[`${setup.name}Callback`]}`;
  return new OAuth2Client(setup.clientId, setup.clientSecret, redirectUri);
}

/**
 * Sends the browser to the provider with a fresh state (and PKCE challenge). The desktop app adds
 * its own state and challenge, remembered in a cookie so the callback answers with a deep link.
 */
function startSignIn(
  c: Context<AppEnv>,
  name: OauthProvider,
  { desktopState, desktopChallenge }: z.infer<typeof desktopSignInStartQuerySchema>,
) {
  if (!desktopState !== !desktopChallenge) throw new BadRequestError(messages.validationFailed);
  const setup = setupOrNotFound(c, name);
  const client = oauthClient(c, setup);
  const state = generateState();
  const secure = c.var.deps.config.publicUrl.startsWith('https:');
  const cookie = {
    path: cookiePath,
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    maxAge: cookieMaxAgeSeconds,
  } as const;
  setCookie(c, `oauth_state_${name}`, state, cookie);
  if (desktopState && desktopChallenge) {
    const desktop = desktopCookieValue({ state: desktopState, challenge: desktopChallenge });
    setCookie(c, `oauth_desktop_${name}`, desktop, cookie);
  } else {
    deleteCookie(c, `oauth_desktop_${name}`, { path: cookiePath });
  }
  let url: URL;
  if (setup.pkce) {
    const verifier = generateCodeVerifier();
    setCookie(c, `oauth_verifier_${name}`, verifier, cookie);
    url = client.createAuthorizationURLWithPKCE(
      setup.authorizeUrl,
      state,
      CodeChallengeMethod.S256,
      verifier,
      setup.scopes,
    );
  } else {
    url = client.createAuthorizationURL(setup.authorizeUrl, state, setup.scopes);
  }
  return c.redirect(url.toString(), 302);
}

/**
 * Checks the state, trades the code for a token, reads the verified identity, creates or links the
 * account and hands the browser to the web app's /oauth/callback. Any failure goes to /signin
 * with `?error=` carrying the message.
 */
async function finishSignIn(
  c: Context<AppEnv>,
  name: OauthProvider,
  { code, state }: z.infer<typeof callbackQuerySchema>,
) {
  const setup = setupOrNotFound(c, name);
  const expectedState = getCookie(c, `oauth_state_${name}`);
  const verifier = getCookie(c, `oauth_verifier_${name}`);
  const desktop = parseDesktopCookie(getCookie(c, `oauth_desktop_${name}`));
  for (const cookie of ['state', 'verifier', 'desktop'])
    deleteCookie(c, `oauth_${cookie}_${name}`, { path: cookiePath });
  const fail = () =>
    c.redirect(`${pageRoutes.signin}?error=${encodeURIComponent(messages.oauthFailed)}`, 302);
  if (!code || !state || !expectedState || state !== expectedState) return fail();
  if (setup.pkce && !verifier) return fail();
  try {
    const tokens = await oauthClient(c, setup).validateAuthorizationCode(
      setup.tokenUrl,
      code,
      setup.pkce ? verifier! : null,
    );
    const identity = await setup.fetchIdentity(tokens.accessToken());
    const account = await linkOauthAccount(c.var.deps.db, identity);
    if (desktop) {
      const link = await issueDesktopSignInLink(
        c.var.deps.db,
        c.var.deps.config.jwtSecret,
        desktop,
        {
          userId: account.id,
          suggestedUsername: identity.suggestedUsername,
        },
      );
      return c.redirect(link, 302);
    }
    const { token, user } = await tokenAfterVerification(
      c.var.deps.config,
      account,
      identity.suggestedUsername,
    );
    const query = new URLSearchParams({ token, profileComplete: String(user.profileComplete) });
    return c.redirect(`${pageRoutes.oauthCallback}?${query}`, 302);
  } catch (error) {
    c.var.deps.logger.warn(`${name} sign-in failed`, error);
    return fail();
  }
}

const providers = createRoute({
  operationId: 'listSignInProviders',
  method: 'get',
  path: apiRoutes.auth.providers,
  security: publicAccess,
  tags: ['auth'],
  summary: 'Which social sign-in buttons to show (the configured providers)',
  responses: { 200: jsonResponse(authProvidersResponseSchema, 'Configured providers') },
});

const redirectResponses = {
  302: { description: 'Redirect' },
  404: accountErrors[404],
};

const start = (name: OauthProvider) =>
  createRoute({
    operationId: `${name}SignIn`,
    method: 'get',
    path: apiRoutes.auth[name],
    security: publicAccess,
    tags: ['auth'],
    summary: `Start ${name === 'github' ? 'GitHub' : 'Google'} sign-in (browser navigation)`,
    description:
      'From the desktop app, with desktopState and desktopChallenge: the callback then opens zencode://oauth/callback with a one-time code (see /auth/desktop/exchange).',
    request: { query: desktopSignInStartQuerySchema },
    responses: { ...redirectResponses, 400: accountErrors[400] },
  });

const callback = (name: OauthProvider) =>
  createRoute({
    operationId: `${name}SignInCallback`,
    method: 'get',
    path: apiRoutes.auth[`${name}Callback`],
    security: publicAccess,
    tags: ['auth'],
    summary: `${name === 'github' ? 'GitHub' : 'Google'} redirects here; goes on to /oauth/callback?token=...&profileComplete=...`,
    request: { query: callbackQuerySchema },
    responses: redirectResponses,
  });

/** GitHub and Google sign-in through arctic's OAuth 2 client and the configured endpoints. */
export const oauthRoutes = createAccountRouter()
  .openapi(providers, (c) => {
    const configured = oauthProviders.filter((name) => oauthProviderSetup(c.var.deps.config, name));
    return c.json({ providers: configured }, 200);
  })
  .openapi(start('github'), (c) => startSignIn(c, 'github', c.req.valid('query')))
  .openapi(callback('github'), (c) => finishSignIn(c, 'github', c.req.valid('query')))
  .openapi(start('google'), (c) => startSignIn(c, 'google', c.req.valid('query')))
  .openapi(callback('google'), (c) => finishSignIn(c, 'google', c.req.valid('query')));
