import { describe, expect, it } from 'vitest';
import {
  REPLAY_CUT_MARK,
  REPLAY_MAX_VALUE_CHARS,
  REPLAY_STDOUT_CHARS,
} from '../../contract/replay.ts';
import { buildSteps } from './build-steps.ts';
import type { RawRecord } from './recorder.ts';

const step = (line: number, out: number, locals: Record<string, string>): RawRecord => ({
  t: 'step',
  event: 'line',
  line,
  frames: [{ id: 1, function: 'f', line, locals }],
  out,
});

describe('buildSteps', () => {
  it('marks what each step changed in its frame, and what was printed before it', () => {
    const stdout = 'a\nb\n';
    const { steps, truncated } = buildSteps(
      [
        step(1, 0, { x: '1' }),
        step(2, 2, { x: '1', y: '2' }),
        step(3, 4, { x: '3', y: '2' }),
        { t: 'end', reason: 'returned', total: 3, stdout },
      ],
      undefined,
    );
    expect(steps.map((each) => each.changed)).toEqual([['x'], ['y'], ['x']]);
    expect(steps.map((each) => each.stdout)).toEqual(['', 'a\n', 'a\nb\n']);
    expect(truncated).toBeNull();
  });

  it('shows the end of a long output, cut with the mark, whole characters only', () => {
    // Four-byte characters: a window of bytes that started mid-character must not show it.
    const printed = '😀'.repeat(REPLAY_STDOUT_CHARS * 3) + 'ends';
    const bytes = Buffer.byteLength(printed);
    const { steps } = buildSteps(
      [step(1, bytes, {}), { t: 'end', reason: 'returned', total: 1, stdout: printed }],
      undefined,
    );
    const shown = steps[0]!.stdout;
    expect(shown.startsWith(REPLAY_CUT_MARK)).toBe(true);
    expect(shown.endsWith('😀ends')).toBe(true);
    expect(shown.slice(REPLAY_CUT_MARK.length)).toBe(printed.slice(-REPLAY_STDOUT_CHARS));
    expect(shown).not.toContain('\uFFFD');
  });

  it("drops steps and frames on lines the learner's code lacks, and cuts long values", () => {
    const long = 'x'.repeat(REPLAY_MAX_VALUE_CHARS + 10);
    const { steps } = buildSteps(
      [
        step(2, 0, { a: long, b: '1' }),
        step(4242, 0, { forged: '1' }),
        {
          t: 'step',
          event: 'line',
          line: 3,
          frames: [
            { id: 2, function: 'forged', line: 4242, locals: {} },
            { id: 1, function: 'f', line: 3, locals: {} },
          ],
          out: 0,
        },
        { t: 'end', reason: 'returned', total: 3, stdout: '' },
      ],
      undefined,
      '',
      3,
    );
    expect(steps.map((each) => each.line)).toEqual([2, 3]);
    expect(steps[0]!.frames[0]!.locals).toEqual({
      a: 'x'.repeat(REPLAY_MAX_VALUE_CHARS) + REPLAY_CUT_MARK,
      b: '1',
    });
    expect(steps[1]!.frames.map((frame) => frame.function)).toEqual(['f']);
  });
});
