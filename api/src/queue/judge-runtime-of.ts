import { messages } from '@zencode/shared/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { ServiceUnavailableError } from '../errors.ts';
import type { JudgeRuntime } from './judge-runtime.ts';

/** The judge of this process, or 503 when the server runs without one (e.g. a read-only app). */
export function judgeRuntimeOf(c: Context<AppEnv>): JudgeRuntime {
  const runtime = c.var.deps.judge;
  if (!runtime) throw new ServiceUnavailableError(messages.judgeBusy);
  return runtime;
}
