import { removeCrashLeftovers, type JudgeOptions } from '@zencode/shared/judge';
import type { Config } from '../config.ts';
import { assertJudgingAllowed, detectSandbox, type JudgeSandbox } from '../judge/index.ts';
import type { Logger } from '../logger.ts';
import type { RateLimitRule } from '../rate-limit/index.ts';
import { ensureJudgeCacheDir } from './judge-cache-dir.ts';
import { ProgressHub } from './progress-hub.ts';
import { Semaphore } from './semaphore.ts';

const minute = 60_000;

/** How much judging one learner may ask for. */
export interface JudgePolicy {
  /**
   * Fairness: a learner with this many submissions still queued or being judged gets 429 for the
   * next one; and each queued job's priority is the number of the learner's submissions ahead of
   * it, so a second or third submission waits behind everybody else's first.
   */
  maxUnfinishedPerUser: number;
  submitPerUser: RateLimitRule;
  runPerUser: RateLimitRule;
  compilePerUser: RateLimitRule;
}

export const defaultJudgePolicy: JudgePolicy = {
  maxUnfinishedPerUser: 3,
  submitPerUser: { limit: 30, windowMs: 5 * minute },
  runPerUser: { limit: 60, windowMs: 5 * minute },
  compilePerUser: { limit: 60, windowMs: 5 * minute },
};

/** What the judging routes and workers of one process share. */
export interface JudgeRuntime {
  sandbox: JudgeSandbox;
  /** Sandbox and artifact cache for the runner (`judge`, `runProgram`). */
  context: Omit<JudgeOptions, 'onProgress'>;
  /** Bounds the synchronous runs (Run button, compiler page) of this process. */
  runSlots: Semaphore;
  progress: ProgressHub;
  policy: JudgePolicy;
  close(): Promise<void>;
}

/**
 * Detects the sandbox (bubblewrap, or the process sandbox with a loud warning), refuses to judge
 * unisolated on a non-loopback address, prepares the artifact cache (capped at judgeCacheBytes,
 * cleared of what crashed processes left) and the progress listener.
 */
export async function createJudgeRuntime(options: {
  /** Without judgeCacheBytes (tests): the shared default cap. */
  config: Pick<Config, 'host' | 'judgeConcurrency'> &
    Partial<Pick<Config, 'judgeCacheBytes' | 'judgeStartAhead'>>;
  connectionString: string;
  logger: Logger;
  policy?: Partial<JudgePolicy>;
  sandbox?: JudgeSandbox;
}): Promise<JudgeRuntime> {
  const { config, logger } = options;
  const sandbox =
    options.sandbox ??
    (await detectSandbox({
      warn: (text) => logger.warn(text),
      startAhead: config.judgeStartAhead,
    }));
  assertJudgingAllowed(config.host, sandbox);
  const context = {
    sandbox,
    cacheDir: await ensureJudgeCacheDir(),
    cacheMaxBytes: config.judgeCacheBytes,
  };
  const removed = await removeCrashLeftovers(context);
  if (removed > 0) logger.info(`Removed ${removed} leftovers of crashed judge processes`);
  const progress = new ProgressHub(options.connectionString, logger);
  return {
    sandbox,
    context,
    runSlots: new Semaphore(config.judgeConcurrency, config.judgeConcurrency * 8),
    progress,
    policy: { ...defaultJudgePolicy, ...options.policy },
    close: async () => {
      await progress.close();
      await sandbox.close?.();
    },
  };
}
