import { appContentSecurityPolicy } from '@zencode/shared/contract';
import { secureHeaders } from 'hono/secure-headers';

type CspOptions = NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy'];

/** `frame-ancestors` -> `frameAncestors`, the option names of Hono's middleware. */
function camelCase(directive: string): string {
  return directive.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const contentSecurityPolicy = Object.fromEntries(
  Object.entries(appContentSecurityPolicy).map(([directive, sources]) => [
    camelCase(directive),
    [...sources],
  ]),
) as CspOptions;

/**
 * The browser's defences on every answer (HTML, assets and API alike): the app's CSP, nosniff,
 * no framing (frame-ancestors and X-Frame-Options), no referrer, and the cross-origin isolation
 * headers Hono sets by default. Cross-Origin-Resource-Policy is left out: the desktop app (another
 * origin) shows avatars served here.
 */
export const secureHeadersMiddleware = secureHeaders({
  contentSecurityPolicy,
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  crossOriginResourcePolicy: false,
});
