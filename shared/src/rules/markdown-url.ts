import { MARKDOWN_ALLOWED_PROTOCOLS } from '../contract/index.ts';

const allowed = new Set<string>(MARKDOWN_ALLOWED_PROTOCOLS);

/**
 * Keeps a rendered Markdown link only if its protocol is http, https, irc, ircs, mailto or xmpp;
 * any other protocol becomes ''. Relative links (no protocol before the first /, ? or #) stay,
 * as in react-markdown's own transform.
 */
export function sanitizeMarkdownUrl(url: string): string {
  const colon = url.indexOf(':');
  const firstOf = (char: string) => {
    const index = url.indexOf(char);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const isRelative =
    colon === -1 || colon > firstOf('/') || colon > firstOf('?') || colon > firstOf('#');
  if (isRelative) return url;
  return allowed.has(url.slice(0, colon).toLowerCase()) ? url : '';
}
