import { DESKTOP_URL_SCHEME, desktopSecretSchema } from '@zencode/shared/contract';

/** A `zencode://` link the app acts on. Only one kind exists: the end of a social sign-in. */
export interface OauthCallbackLink {
  kind: 'oauth-callback';
  code: string;
  state: string;
}

export type DeepLinkParse = { ok: true; link: OauthCallbackLink } | { ok: false; reason: string };

const maxLinkLength = 1024;
const linkPrefix = `${DESKTOP_URL_SCHEME}:`;

/**
 * Reads a `zencode://oauth/callback?code=&state=` link strictly: exactly those two parameters, each
 * a 43-character base64url secret, nothing else (no credentials, port or fragment). Anything else
 * is refused with a reason that is safe to log (it never repeats the link's secrets).
 */
export function parseDeepLink(raw: string): DeepLinkParse {
  if (raw.length > maxLinkLength) return { ok: false, reason: 'the link is too long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'the link is not a URL' };
  }
  if (url.protocol !== linkPrefix) return { ok: false, reason: `the scheme is not ${linkPrefix}` };
  if (url.username || url.password || url.port || url.hash)
    return { ok: false, reason: 'the link has credentials, a port or a fragment' };
  if (url.host !== 'oauth' || url.pathname !== '/callback')
    return { ok: false, reason: `unknown link ${url.host}${url.pathname}` };
  const names = [...url.searchParams.keys()].sort();
  if (names.join(',') !== 'code,state')
    return { ok: false, reason: 'the link must carry exactly one code and one state' };
  const code = url.searchParams.get('code') ?? '';
  const state = url.searchParams.get('state') ?? '';
  if (!desktopSecretSchema.safeParse(code).success || !desktopSecretSchema.safeParse(state).success)
    return { ok: false, reason: 'the code or state is malformed' };
  return { ok: true, link: { kind: 'oauth-callback', code, state } };
}

/**
 * The `zencode:` link among a process's arguments: Windows and Linux start a second instance with
 * the link as an argument, which the first instance receives in `second-instance`.
 */
export function deepLinkInArgv(argv: readonly string[]): string | undefined {
  return argv.find((argument) => argument.toLowerCase().startsWith(linkPrefix));
}
