import { OpenAPIHono } from '@hono/zod-openapi';
import type { ToolchainStatus } from '@zencode/shared/judge';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Mailer } from './mail/index.ts';
import type { ReadCache } from './read-cache/index.ts';
import type { JudgeRuntime } from './queue/index.ts';
import type { Role } from '@zencode/shared/contract';
import type { RateLimitRule } from './rate-limit/index.ts';
import { validationHook } from './http/index.ts';
import type { Logger } from './logger.ts';

/** Everything the app needs from the outside; server.ts builds it, tests build their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Judge languages for /api/health; default: probeToolchains() from the judge core. */
  languages?: () => Promise<ToolchainStatus[]>;
  /** Sandbox and job queue state for /api/health, supplied by the judge when it runs. */
  judgeStatus?: () => Promise<{ sandbox: string; queue: string }>;
  /** Account mail; default: SMTP_URL through nodemailer, or the log when it is unset. */
  mailer?: Mailer;
  /** Overrides of the account rate limits by name (tests use small windows); default: auth-policy.ts. */
  rateLimits?: Partial<Record<string, RateLimitRule>>;
  /** Answers of the common public reads, dropped on change; unset: every read asks the database. */
  readCache?: ReadCache;
  /** Sandbox, artifact cache and progress listener of the judging routes; unset: they answer 503. */
  judge?: JudgeRuntime;
}

/**
 * The authenticated user of a request, read from the database row (never from the token alone).
 * Defined here, with the environment that carries it, so that the wiring never imports a feature.
 */
export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  role: Role;
  profileComplete: boolean;
  sessionVersion: number;
}

/** Hono environment of every router: deps for all requests, the user once authenticated. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** Set by requireUser / requireAdmin / optionalUser. */
    user: SessionUser | undefined;
  };
}

/** A router for one resource; validation failures become 400s through the shared hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
