import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

/** The host of the renderer's origin: `app://zencode/...`. */
export const appScheme = 'app';
export const appHost = 'zencode';
export const appOrigin = `${appScheme}://${appHost}`;

export type AppFileResolution =
  | { kind: 'file'; path: string }
  /** The request tried to leave the renderer directory or named the wrong host. */
  | { kind: 'refused' };

/**
 * Maps an `app://zencode/...` URL to a file inside `rendererDir`. Existing files are served as they
 * are; every other path falls back to `index.html` so router paths (`/problems/two-sum`) load the
 * app, as the web server's history fallback does. Paths escaping the directory are refused.
 */
export function resolveAppFile(
  rendererDir: string,
  requestUrl: string,
  isFile: (path: string) => boolean,
): AppFileResolution {
  let url: URL;
  let pathname: string;
  try {
    url = new URL(requestUrl);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== `${appScheme}:` || url.host !== appHost) return { kind: 'refused' };
  // Backslashes and NUL bytes have no business in a URL path; on Windows `\` would be a separator.
  if (pathname.includes('\\') || pathname.includes('\0')) return { kind: 'refused' };

  const base = resolve(rendererDir);
  const index = resolve(base, 'index.html');
  const target = resolve(base, `.${pathname}`);
  const rel = relative(base, target);
  if (rel.startsWith('..') || isAbsolute(rel)) return { kind: 'refused' };
  if (rel === '' || rel.split(sep).some((part) => part.startsWith('.')))
    return { kind: 'file', path: index };
  return { kind: 'file', path: isFile(target) ? target : index };
}

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type for a served file; unknown extensions are plain bytes. */
export function mimeTypeFor(path: string): string {
  return mimeTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}
