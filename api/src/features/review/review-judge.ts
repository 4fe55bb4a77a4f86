import type { AppDeps } from '../../app-env.ts';
import { assertJudgingAllowed, detectSandbox } from '../../judge/index.ts';
import { ensureJudgeCacheDir } from '../../queue/index.ts';
import type { ReviewJudge } from './builtin-review.ts';

const judges = new WeakMap<AppDeps, Promise<ReviewJudge>>();

/**
 * The sandbox and compile cache the built-in review runs tools in: the judge runtime's when the
 * server runs one; otherwise detected once per app (the same bubblewrap-or-process choice the
 * judge makes), and refused off loopback without isolation.
 */
export function reviewJudgeFor(deps: AppDeps): Promise<ReviewJudge> {
  if (deps.judge) return Promise.resolve(deps.judge.context);
  let judge = judges.get(deps);
  if (!judge) {
    judge = (async () => {
      const sandbox = await detectSandbox({ warn: (text) => deps.logger.warn(text) });
      assertJudgingAllowed(deps.config.host, sandbox);
      return {
        sandbox,
        cacheDir: await ensureJudgeCacheDir(),
        cacheMaxBytes: deps.config.judgeCacheBytes,
      };
    })();
    judge.catch(() => judges.delete(deps));
    judges.set(deps, judge);
  }
  return judge;
}
