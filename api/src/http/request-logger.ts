import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

// Paths that carry a secret (a password-reset token) are logged without it.
const secretPathSegments = [/(\/auth\/validate-reset-token\/)[^/]+/];

/** The path as it is safe to write to the log. */
export function loggablePath(path: string): string {
  return secretPathSegments.reduce((safe, pattern) => safe.replace(pattern, '$1[redacted]'), path);
}

/** One line per request: method, path (secrets redacted), status and duration. */
export const requestLogger: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round(performance.now() - started);
  c.var.deps.logger.info(`${c.req.method} ${loggablePath(c.req.path)} ${c.res.status} ${ms}ms`);
};
