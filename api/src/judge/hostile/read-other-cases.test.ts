import {
  ensurePrepared,
  getLanguage,
  judge,
  probeToolchains,
  type JudgeResult,
} from '@zencode/shared/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJudgeCacheDir } from '../../queue/index.ts';
import { bubblewrapSkipReason, skipReason } from '../../test/skip-reason.ts';
import { BubblewrapSandbox } from '../bubblewrap-sandbox.ts';
import { readOtherCasesPrograms, secretPattern } from './read-other-cases-programs.ts';
import { peekSignature, secretCases, secrets } from './secret-cases.ts';

const unavailable = await bubblewrapSkipReason();
const available = new Set(
  (await probeToolchains()).filter((tool) => tool.available).map((tool) => tool.id),
);
const languages = Object.keys(readOtherCasesPrograms) as (keyof typeof readOtherCasesPrograms)[];

/** Every text of a result a learner could be shown. */
function shownTexts(result: JudgeResult, index: number): string {
  const shown = result.cases[index]!;
  return [shown.output, shown.stdout, shown.stderr, shown.error].join('\n');
}

describe.skipIf(unavailable !== null)(
  unavailable === null
    ? 'a solution cannot read the other cases'
    : `a solution cannot read the other cases — SKIPPED: ${unavailable}`,
  () => {
    const sandbox = new BubblewrapSandbox();
    afterAll(() => sandbox.close());
    // Prepared dirs first (Go's build cache: a minute on a busy machine), outside any test's time.
    beforeAll(async () => {
      const cacheDir = await ensureJudgeCacheDir();
      for (const language of languages)
        if (available.has(language)) await ensurePrepared(getLanguage(language), sandbox, cacheDir);
    }, 600_000);

    for (const language of languages) {
      it(`${language}: frames, gc, reflection, /proc/self/mem and stdin read ahead see no other case`, async (ctx) => {
        if (!available.has(language)) ctx.skip(skipReason(`the ${language} toolchain is missing`));
        const result = await judge(
          {
            language,
            signature: peekSignature,
            limits: { timeMs: 4000, memoryMb: 256 },
            cases: secretCases,
            code: readOtherCasesPrograms[language],
            stopAtFirstFailure: true,
          },
          { sandbox, cacheDir: await ensureJudgeCacheDir() },
        );
        // Cases 0..8 pass: on none of them did the hunt find a secret it had not been given.
        const details = JSON.stringify(
          result.cases.map((c) => [c.reason, c.output, c.error, c.timeMs]),
        );
        expect(result.passed, details).toBe(9);
        // On the last case it tried to carry every input it had seen out through the one
        // failing case a learner is shown: what is shown comes from that case run alone.
        expect(result.cases[9]).toMatchObject({ verdict: 'Failed', reason: 'Wrong Answer' });
        const shown = shownTexts(result, 9).match(secretPattern) ?? [];
        expect([...new Set(shown)]).toEqual([secrets[9]]);
      }, 180_000);
    }
  },
);
