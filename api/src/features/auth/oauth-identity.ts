import {
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
  type OauthProvider,
} from '@zencode/shared/contract';
import type { Config } from '../../config.ts';

/** Who the provider says signed in: only a verified e-mail is accepted. */
export interface OauthIdentity {
  provider: OauthProvider;
  providerUserId: string;
  email: string;
  fullName: string;
  /** Prefills the username of profile completion when it fits the username rule. */
  suggestedUsername: string | null;
}

/** A provider's endpoints and how to read its user; endpoints come from the config. */
export interface OauthProviderSetup {
  name: OauthProvider;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string[];
  /** Google takes PKCE; GitHub's OAuth apps do not need it. */
  pkce: boolean;
  fetchIdentity(accessToken: string): Promise<OauthIdentity>;
}

/** Raised when the provider answers something we cannot sign in with. */
export class OauthIdentityError extends Error {
  override name = 'OauthIdentityError';
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      // GitHub refuses API calls without a User-Agent.
      'user-agent': 'ZenCode',
    },
  });
  if (!response.ok) throw new OauthIdentityError(`${url} answered ${response.status}`);
  return response.json();
}

/** The part of a login or e-mail that fits the username rule, or null. */
export function suggestUsername(raw: string | null | undefined): string | null {
  const cleaned = (raw ?? '').replace(/[^A-Za-z0-9_]/g, '_').slice(0, USERNAME_MAX_LENGTH);
  return USERNAME_PATTERN.test(cleaned) ? cleaned : null;
}

async function githubIdentity(apiUrl: string, accessToken: string): Promise<OauthIdentity> {
  const user = (await getJson(`${apiUrl}/user`, accessToken)) as {
    id?: number | string;
    login?: string;
    name?: string | null;
  };
  const emails = (await getJson(`${apiUrl}/user/emails`, accessToken)) as {
    email?: string;
    primary?: boolean;
    verified?: boolean;
  }[];
  const verified = Array.isArray(emails) ? emails.filter((e) => e.verified && e.email) : [];
  const email = (verified.find((e) => e.primary) ?? verified[0])?.email;
  if (user.id === undefined || !email) {
    throw new OauthIdentityError('GitHub did not give a user with a verified e-mail');
  }
  return {
    provider: 'github',
    providerUserId: String(user.id),
    email,
    fullName: user.name ?? user.login ?? '',
    suggestedUsername: suggestUsername(user.login),
  };
}

async function googleIdentity(userInfoUrl: string, accessToken: string): Promise<OauthIdentity> {
  const info = (await getJson(userInfoUrl, accessToken)) as {
    sub?: string;
    email?: string;
    email_verified?: boolean | string;
    name?: string;
  };
  const verified = info.email_verified === true || info.email_verified === 'true';
  if (!info.sub || !info.email || !verified) {
    throw new OauthIdentityError('Google did not give a user with a verified e-mail');
  }
  return {
    provider: 'google',
    providerUserId: info.sub,
    email: info.email,
    fullName: info.name ?? '',
    suggestedUsername: suggestUsername(info.email.split('@')[0]),
  };
}

/** The configured provider, or undefined when its client id and secret are not set. */
export function oauthProviderSetup(
  config: Config,
  name: OauthProvider,
): OauthProviderSetup | undefined {
  if (name === 'github') {
    const github = config.oauth.github;
    if (!github) return undefined;
    return {
      name,
      ...github,
      scopes: ['read:user', 'user:email'],
      pkce: false,
      fetchIdentity: (token) => githubIdentity(github.apiUrl, token),
    };
  }
  const google = config.oauth.google;
  if (!google) return undefined;
  return {
    name,
    ...google,
    scopes: ['openid', 'profile', 'email'],
    pkce: true,
    fetchIdentity: (token) => googleIdentity(google.userInfoUrl, token),
  };
}
