import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { createMailer, type Mailer } from '../../mail/index.ts';
import { enforceRateLimits, RateLimitedError } from '../../rate-limit/index.ts';
import { defaultRateLimits, type RateLimitName } from './auth-policy.ts';

const mailers = new WeakMap<AppDeps['config'], Mailer>();

/** The injected mailer, or one built from the config (once per config: it holds a pool). */
export function mailerOf(deps: AppDeps): Mailer {
  if (deps.mailer) return deps.mailer;
  let mailer = mailers.get(deps.config);
  if (!mailer) {
    mailer = createMailer(deps.config.mail, deps.logger);
    mailers.set(deps.config, mailer);
  }
  return mailer;
}

/**
 * The client's address as the socket reports it. X-Forwarded-For is not read: any client could
 * forge it to escape its limits.
 */
export function clientIp(c: Context<AppEnv>): string {
  type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
  // @hono/node-server passes { incoming, outgoing }, or puts them under `server` (as getConnInfo reads).
  const env = c.env as (Bindings & { server?: Bindings }) | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Counts one hit on each named limit for its subject (an IP, a lower-cased e-mail, a user id);
 * over any of them the request answers 429 with Retry-After.
 */
export async function limitRequest(
  c: Context<AppEnv>,
  hits: [name: RateLimitName, subject: string][],
): Promise<void> {
  const { db, rateLimits } = c.var.deps;
  await withRetryAfter(c, () =>
    enforceRateLimits(
      db,
      hits.map(([name, subject]) => ({
        key: `${name}:${subject.toLowerCase()}`,
        rule: rateLimits?.[name] ?? defaultRateLimits[name],
      })),
    ),
  );
}

/** Runs `work`; a RateLimitedError it throws leaves a Retry-After header on the answer. */
export async function withRetryAfter<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
