import {
  messages,
  REPLAY_CUT_MARK,
  REPLAY_MAX_BYTES,
  REPLAY_MAX_STEPS,
  REPLAY_MAX_VALUE_CHARS,
  replayResponseSchema,
  twoSumSignature,
  type ReplayResponse,
} from '@zencode/shared/contract';
import { recordReplay, type JudgeOptions } from '@zencode/shared/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJudgeCacheDir } from '../../queue/index.ts';
import { bubblewrapSkipReason } from '../../test/skip-reason.ts';
import { BubblewrapSandbox } from '../bubblewrap-sandbox.ts';
import { loadReplayAttacks, type AttackLanguage } from './replay-attack-case.ts';
import {
  twoSumStoresFirstCpp,
  twoSumStoresFirstJava,
  twoSumStoresFirstPython,
} from '../../../../shared/src/judge/replay/two-sum-bug.ts';

// Skipped, saying why, where bubblewrap is unusable; under CI=true that fails the file instead.
const sandboxSkip = await bubblewrapSkipReason();
const attacks = loadReplayAttacks();
/** What every forging attack writes into the records it forges, where a step would show it. */
const forgedMark = 'zcForged';
const forgedLine = 4242;
const notices = {
  tampered: messages.replayTampered,
  recorderLost: messages.replayRecorderLost,
  none: undefined,
};

/** The Two Sum bug every language's ordinary Replay shows, recorded after each attack. */
const ordinaryCode: Record<AttackLanguage, string> = {
  python: twoSumStoresFirstPython,
  java: twoSumStoresFirstJava,
  cpp: twoSumStoresFirstCpp,
  javascript: `var twoSum = function (nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    seen.set(nums[i], i);
    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
  }
  return [];
};
`,
  typescript: `function twoSum(nums: number[], target: number): number[] {
  const seen = new Map<number, number>();
  for (let i = 0; i < nums.length; i++) {
    seen.set(nums[i], i);
    if (seen.has(target - nums[i])) return [seen.get(target - nums[i])!, i];
  }
  return [];
}
`,
};

describe.skipIf(sandboxSkip !== null)(
  sandboxSkip === null
    ? 'programs that attack the Replay recorder, in the bubblewrap sandbox'
    : `programs that attack the Replay recorder — SKIPPED, ${sandboxSkip}`,
  () => {
    const sandbox = new BubblewrapSandbox();
    let context: JudgeOptions;

    beforeAll(async () => {
      context = { sandbox, cacheDir: await ensureJudgeCacheDir() };
    });
    afterAll(() => sandbox.close());

    const replay = async (language: AttackLanguage, code: string): Promise<ReplayResponse> =>
      replayResponseSchema.parse(
        await recordReplay(
          {
            language,
            code,
            signature: twoSumSignature,
            checker: 'any-order',
            case: { input: '[3,2,4]\n6', expected: '[1,2]' },
          },
          context,
        ),
      );

    for (const attack of attacks) {
      it(
        attack.name,
        async () => {
          const { expect: expected } = attack;
          const trace = await replay(attack.language, attack.code);
          const summary = JSON.stringify({
            outcome: trace.outcome,
            notice: trace.notice,
            steps: trace.steps.length,
          });

          expect(expected.outcome, summary).toContain(trace.outcome.kind);
          if (trace.outcome.kind === 'returned') {
            expect(trace.outcome, summary).toMatchObject({ output: '[1,2]', correct: true });
          }
          if (expected.notice) {
            expect(
              expected.notice.map((notice) => notices[notice]),
              summary,
            ).toContain(trace.notice);
          }

          // Caps: steps, bytes and every value's text.
          expect(trace.steps.length).toBeLessThanOrEqual(REPLAY_MAX_STEPS);
          expect(Buffer.byteLength(JSON.stringify(trace))).toBeLessThanOrEqual(REPLAY_MAX_BYTES);
          // Nothing the program wrote became a step: every line is one of its own, and no frame,
          // local or value carries what the forged records held.
          const lineCount = attack.code.split('\n').length;
          for (const step of trace.steps) {
            expect(step.line).toBeLessThanOrEqual(lineCount);
            expect(step.line).not.toBe(forgedLine);
            for (const text of [step.returnValue, step.exception])
              expect(text).not.toBe(forgedMark);
            for (const frame of step.frames) {
              expect(frame.line).toBeLessThanOrEqual(lineCount);
              expect(frame.function).not.toBe(forgedMark);
              expect(Object.keys(frame.locals)).not.toContain(forgedMark);
              for (const text of Object.values(frame.locals)) {
                expect(text).not.toBe(forgedMark);
                expect(text.length).toBeLessThanOrEqual(REPLAY_MAX_VALUE_CHARS + 1);
              }
            }
          }
          const lines = new Set(trace.steps.map((step) => step.line));
          for (const line of expected.stepsOnLines ?? []) {
            expect([...lines], `a step on line ${line}`).toContain(line);
          }
          for (const name of expected.cutLocals ?? []) {
            const last = trace.steps.findLast((step) => step.frames.at(-1)?.locals[name]);
            expect(last, `a step showing ${name}`).toBeDefined();
            expect(last!.frames.at(-1)!.locals[name], name).toContain(REPLAY_CUT_MARK);
          }

          // The server is unharmed: the next learner's Replay shows their bug as ever.
          const ordinary = await replay(attack.language, ordinaryCode[attack.language]);
          expect(ordinary.outcome).toMatchObject({ kind: 'returned', output: '[0,0]' });
          expect(ordinary.notice).toBeUndefined();
          expect(ordinary.steps.length).toBeGreaterThan(3);
        },
        120_000,
      );
    }
  },
);
