import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCompilerLimits } from '@zencode/shared/contract';
import { defaultArtifactCacheMb } from '@zencode/shared/judge';
import { z } from 'zod';

/** The repository root, two levels above this file (api/src/config.ts). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const port = z.coerce
  .number({ error: 'expected a port number' })
  .int('expected a whole number')
  .min(1, 'expected a port from 1 to 65535')
  .max(65535, 'expected a port from 1 to 65535');
const positiveInt = z.coerce
  .number({ error: 'expected a number' })
  .int('expected a whole number')
  .positive('expected a number above 0');
const url = z.url({ error: 'expected a URL such as https://example.com' });
const dbUrl = z
  .string()
  .regex(/^postgres(?:ql)?:\/\//, 'expected a postgres:// or postgresql:// connection URL');

const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: port.default(8080),
  PUBLIC_URL: url.optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: dbUrl.optional(),
  EMBEDDED_POSTGRES_PORT: port.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('ZenCode <no-reply@zencode.local>'),
  JWT_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTHORIZE_URL: url.default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: url.default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: url.default('https://api.github.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZE_URL: url.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url.default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: url.default('https://openidconnect.googleapis.com/v1/userinfo'),
  AI_BASE_URL: url.optional(),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  JUDGE_CONCURRENCY: positiveInt.max(64, 'expected at most 64').optional(),
  JUDGE_CACHE_MB: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(0, 'expected 0 (keep no compiled program) or more')
    .default(defaultArtifactCacheMb),
  JUDGE_START_AHEAD: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(0, 'expected 0 (start every sandbox when its run comes) or more')
    .max(8, 'expected at most 8')
    .default(2),
  COMPILER_CPU_MS: positiveInt
    .max(60_000, 'expected at most 60000')
    .default(defaultCompilerLimits.cpuMs),
  COMPILER_WALL_MS: positiveInt
    .max(120_000, 'expected at most 120000')
    .default(defaultCompilerLimits.wallMs),
  BACKGROUND_VALIDATION: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  DRAFT_BUDGET_MB: positiveInt.max(1024, 'expected at most 1024').default(16),
  CONNECTIONS_PER_ADDRESS: positiveInt.default(256),
  HEADERS_TIMEOUT_MS: positiveInt.max(300_000, 'expected at most 300000').default(10_000),
  API_PROCESSES: positiveInt.max(64, 'expected at most 64').default(1),
  READ_CACHE_MB: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(0, 'expected 0 (off) or more')
    .default(64),
  LEAN_READS: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
  LOG_LEVEL: z
    .enum(logLevels, { error: `expected one of ${logLevels.join(', ')}` })
    .default('info'),
  WEB_DIST: z.string().optional(),
});

/** Every environment variable the server reads (.env.example documents each). */
export const configVariables = Object.keys(envSchema.shape);

/** Raised when the environment is invalid; the message names the variable to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Both halves of a pair must be set together, or neither. */
function requirePair(env: Record<string, string | undefined>, a: string, b: string): void {
  if (env[a] && !env[b]) throw new ConfigError(`Set ${b} too: ${a} is set but ${b} is not.`);
  if (env[b] && !env[a]) throw new ConfigError(`Set ${a} too: ${b} is set but ${a} is not.`);
}

/** Reads the JWT key kept in the data directory, creating it (mode 0600) on first use. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Parses settings from an environment (process.env by default): validated, defaulted, frozen.
 * Throws ConfigError naming the first variable that is wrong. Creates DATA_DIR and, unless
 * JWT_SECRET is set, the JWT key inside it.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty values (KEY= in a .env file) mean "unset", so defaults apply.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid environment variable ${name}: ${issue.message} (got ${JSON.stringify(present[name])}).`,
    );
  }
  const e = parsed.data;
  requirePair(present, 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET');
  requirePair(present, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');
  if (e.COMPILER_WALL_MS < e.COMPILER_CPU_MS) {
    // A program waits for nothing else; a wall limit below its CPU limit would stop it first and
    // name the wrong limit in the console.
    throw new ConfigError(
      `Set COMPILER_WALL_MS to at least COMPILER_CPU_MS: the wall-clock limit (${e.COMPILER_WALL_MS} ms) is below the CPU limit (${e.COMPILER_CPU_MS} ms).`,
    );
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError('Set AI_MODEL too: AI_BASE_URL is set but AI_MODEL is not.');
  }

  // Relative paths are taken from the repository root, not the working directory, so that the
  // server and the workspace scripts (which run in api/) agree on them.
  const dataDir = resolve(repoRoot, e.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const config = {
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    /** Unset: an embedded PostgreSQL runs in dataDir/postgres. */
    databaseUrl: e.DATABASE_URL,
    /** Port of the embedded PostgreSQL; unset: a free port is picked at each start. */
    embeddedPostgresPort: e.EMBEDDED_POSTGRES_PORT,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    jwtSecret: e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    oauth: {
      github:
        e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
          ? {
              clientId: e.GITHUB_CLIENT_ID,
              clientSecret: e.GITHUB_CLIENT_SECRET,
              authorizeUrl: e.GITHUB_AUTHORIZE_URL,
              tokenUrl: e.GITHUB_TOKEN_URL,
              apiUrl: e.GITHUB_API_URL.replace(/\/+$/, ''),
            }
          : undefined,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              authorizeUrl: e.GOOGLE_AUTHORIZE_URL,
              tokenUrl: e.GOOGLE_TOKEN_URL,
              userInfoUrl: e.GOOGLE_USERINFO_URL,
            }
          : undefined,
    },
    /** Unset: the built-in review (compiler diagnostics + public tests) answers. */
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), model: e.AI_MODEL, apiKey: e.AI_API_KEY }
        : undefined,
    judgeConcurrency: e.JUDGE_CONCURRENCY ?? availableParallelism(),
    /** Disk kept for compiled programs, least recently used evicted first; 0 keeps none. */
    judgeCacheBytes: e.JUDGE_CACHE_MB * 1024 * 1024,
    /** Sandboxes started ahead per shape of run, waiting for their program (0: none). */
    judgeStartAhead: e.JUDGE_START_AHEAD,
    /** The online compiler's own limits (interactive: an endless loop is stopped within seconds). */
    compilerLimits: { cpuMs: e.COMPILER_CPU_MS, wallMs: e.COMPILER_WALL_MS },
    /**
     * At start, published problems without a validation of their current data are validated by
     * background jobs, behind every submission (BACKGROUND_VALIDATION=off: only by an admin), and
     * the languages' prepared dirs (Rust's crates) are built ahead of the first compile.
     */
    backgroundValidation: e.BACKGROUND_VALIDATION === 'on',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    /** Code one learner may keep on the account: drafts, named copies and custom inputs together. */
    draftBudgetBytes: e.DRAFT_BUDGET_MB * 1024 * 1024,
    /** What one client may hold open (slowloris): see http/guarded-server.ts. */
    connections: {
      perAddress: e.CONNECTIONS_PER_ADDRESS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      // Uploads (an avatar, a catalogue) get a minute; answers, event streams included, are not cut.
      requestTimeoutMs: Math.max(60_000, e.HEADERS_TIMEOUT_MS),
      keepAliveTimeoutMs: 5000,
    },
    /** HTTP server processes on the one port (node:cluster); the first also judges. */
    apiProcesses: e.API_PROCESSES,
    /** Memory of each process's read cache (public reads, dropped on change); 0 turns it off. */
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    /** Cached anonymous reads answered from node:http ahead of Hono (read-cache/lean-reads.ts). */
    leanReads: e.LEAN_READS === 'on',
    logLevel: e.LOG_LEVEL,
    webDist: resolve(repoRoot, e.WEB_DIST ?? join('out', 'renderer')),
  };
  return deepFreeze(config);
}

export type Config = ReturnType<typeof loadConfig>;

type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}
