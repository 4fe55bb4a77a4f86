import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** One line per request: method, path, status and duration. */
export const requestLogger: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round(performance.now() - started);
  c.var.deps.logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
};
