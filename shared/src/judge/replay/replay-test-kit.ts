import { replayResponseSchema, type ReplayResponse } from '../../contract/replay.ts';
import type { LanguageId, Signature } from '../../contract/signature.ts';
import { testJudgeContext } from '../runner/test-judge-context.ts';
import { recordReplay, type ReplayKeep } from './record-replay.ts';

/** The signatures every language's Replay tests record against, beside Two Sum's. */
export const replaySignatures = {
  fact: {
    kind: 'function',
    name: 'fact',
    params: [{ name: 'n', type: 'integer' }],
    return: { type: 'integer' },
  },
  counter: {
    kind: 'class',
    className: 'Counter',
    constructorParams: [],
    methods: [
      { name: 'add', params: [{ name: 'x', type: 'integer' }], return: { type: 'void' } },
      { name: 'total', params: [], return: { type: 'integer' } },
    ],
  },
  invertTree: {
    kind: 'function',
    name: 'invertTree',
    params: [{ name: 'root', type: 'TreeNode' }],
    return: { type: 'TreeNode' },
  },
} as const satisfies Record<string, Signature>;

/** A class design's calls as the Counter tests give them, and the answer they expect. */
export const counterCalls = {
  input: '["Counter","add","add","total"]\n[[],[4],[5],[]]',
  expected: '[null,null,null,9]',
};

const context = testJudgeContext();

/**
 * Records one case in the real process sandbox, as the routes do, and checks that the answer is
 * the contract's shape. `expected` is the reference's answer, when the case has one.
 */
export async function recordCase(
  language: LanguageId,
  code: string,
  signature: Signature,
  input: string,
  expected?: string,
  keep?: ReplayKeep,
): Promise<ReplayResponse> {
  return replayResponseSchema.parse(
    await recordReplay(
      {
        language,
        code,
        signature,
        checker: 'any-order',
        limits: { timeMs: 100 },
        case: expected === undefined ? { input } : { input, expected },
      },
      context,
      keep,
    ),
  );
}

/**
 * What the endless-loop tests keep: far fewer steps than a busy machine records in the time
 * limit (gdb and JDI stop the program on every line, a few thousand times a second at best).
 */
export const fewSteps: ReplayKeep = { headSteps: 100, maxSteps: 1000 };
