import { messages } from '@zencode/shared/contract';
import { judge } from '@zencode/shared/judge';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureJudgeCacheDir } from '../../queue/index.ts';
import { bubblewrapSkipReason } from '../../test/skip-reason.ts';
import { BubblewrapSandbox } from '../bubblewrap-sandbox.ts';
import { peekSignature, secretCases } from './secret-cases.ts';

const unavailable = await bubblewrapSkipReason();

/**
 * A solution of `string peek(string s)` that answers every case right except the last, where,
 * having seen earlier hidden cases, it runs `channel` to carry them out through something other
 * than its answer. Alone (a fresh process that saw only that case) it returns `alone` at once.
 */
function carrier(channel: string, alone = '"x"'): string {
  return [
    'import os',
    'SEEN = []',
    'HOLD = []',
    'class Solution:',
    '    def peek(self, s):',
    '        SEEN.append(s)',
    // A passed hidden case that holds 150 MiB: its memory would be the submission's peak.
    '        if s.endswith("5"):',
    '            HOLD.append(bytearray(150 << 20))',
    '            HOLD[0][::4096] = b"x" * len(HOLD[0][::4096])',
    '        if not s.endswith("9"):',
    '            return s',
    '        if len(SEEN) == 1:',
    `            return ${alone}`,
    `        ${channel}`,
  ].join('\n');
}

/** Each channel, and what the solution does on the last case after seeing the others. */
const channels = {
  // The time it takes: a loop until the time limit (Time Limit Exceeded in sequence).
  time: 'while True: pass',
  // Its exit code: the digit of the case before, as the exit status.
  'exit code': 'os._exit(40 + int(SEEN[-2][-2]))',
  // Its memory: the process's peak so far includes case 5's 150 MiB.
  memory: 'return "x"',
  // Its reason and error text: a crash (Runtime Error) whose message is the case before.
  'reason and error': 'raise RuntimeError(SEEN[-2])',
} as const;

describe.skipIf(unavailable !== null)(
  unavailable === null
    ? 'a learner learns at most one hidden case per submission'
    : `a learner learns at most one hidden case per submission — SKIPPED: ${unavailable}`,
  () => {
    const sandbox = new BubblewrapSandbox();
    afterAll(() => sandbox.close());

    const judgeCode = async (code: string) =>
      judge(
        {
          language: 'python',
          signature: peekSignature,
          limits: { timeMs: 1000, memoryMb: 256 },
          cases: secretCases,
          code,
          stopAtFirstFailure: true,
        },
        { sandbox, cacheDir: await ensureJudgeCacheDir() },
      );

    for (const [channel, statement] of Object.entries(channels)) {
      it(`through the failing case's ${channel}: what is shown is that case run alone`, async () => {
        const result = await judgeCode(carrier(statement));
        const details = JSON.stringify(result.cases.map((c) => [c.reason, c.error, c.memoryKb]));
        expect(result.passed, details).toBe(9);
        // Alone, the case answers "x" quickly, in a small process, and exits cleanly.
        expect(result.cases[9], details).toMatchObject({
          verdict: 'Failed',
          reason: 'Wrong Answer',
          output: '"x"',
          error: '',
          stderr: '',
        });
        expect(result.reason).toBe('Wrong Answer');
        // Under the 150 MiB that case 5 held in the same process; and the submission's peak
        // leaves out the passed hidden cases, since it is Not Accepted.
        expect(result.cases[9]!.memoryKb, details).toBeLessThan(100 * 1024);
        expect(result.memoryKb, details).toBeLessThan(100 * 1024);
      }, 120_000);
    }

    it('a case that fails only in sequence is shown from its rerun, with why', async () => {
      // In sequence it answers with every case it saw; alone, right.
      const result = await judgeCode(carrier('return ",".join(SEEN)', 's'));
      expect(result.cases[9]).toMatchObject({
        verdict: 'Failed',
        reason: 'Wrong Answer',
        output: secretCases[9]!.expected,
        error: messages.passesWhenRunAlone,
      });
      expect(result.cases[9]!.memoryKb).toBeLessThan(100 * 1024);
    }, 120_000);
  },
);
