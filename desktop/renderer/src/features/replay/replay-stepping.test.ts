import type { ReplayStep } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  changesOf,
  nextChangeOf,
  sourceLine,
  stepAnnouncement,
  stepNumber,
  stepOutTarget,
  stepsLeftOutBefore,
} from './replay-stepping.ts';

type Frame = ReplayStep['frames'][number];

function step(
  line: number,
  frames: Frame[],
  changed: string[] = [],
  more: Partial<ReplayStep> = {},
) {
  return { line, event: 'line', frames, changed, stdout: '', ...more } satisfies ReplayStep;
}
const frame = (fn: string, line: number, locals: Record<string, string>): Frame => ({
  function: fn,
  line,
  locals,
});

// Two Sum with the bug: `seen[x] = i` before the look-up.
const twoSum: ReplayStep[] = [
  step(2, [frame('twoSum', 2, { nums: '[3,3]', target: '6' })], ['nums', 'target'], {
    event: 'call',
  }),
  step(3, [frame('twoSum', 3, { nums: '[3,3]', target: '6', seen: '{}' })], ['seen']),
  step(
    4,
    [frame('twoSum', 4, { nums: '[3,3]', target: '6', seen: '{}', i: '0', x: '3' })],
    ['i', 'x'],
  ),
  step(
    5,
    [frame('twoSum', 5, { nums: '[3,3]', target: '6', seen: '{3: 0}', i: '0', x: '3' })],
    ['seen'],
  ),
  step(6, [frame('twoSum', 6, { nums: '[3,3]', target: '6', seen: '{3: 0}', i: '0', x: '3' })]),
];

// fib(2) calling fib(1) and fib(0), then returning.
const fib: ReplayStep[] = [
  step(1, [frame('fib', 1, { n: '2' })], ['n'], { event: 'call' }),
  step(3, [frame('fib', 3, { n: '2' })]),
  step(1, [frame('fib', 3, { n: '2' }), frame('fib', 1, { n: '1' })], ['n'], { event: 'call' }),
  step(2, [frame('fib', 3, { n: '2' }), frame('fib', 2, { n: '1' })]),
  step(2, [frame('fib', 3, { n: '2' }), frame('fib', 2, { n: '1' })], [], {
    event: 'return',
    returnValue: '1',
  }),
  step(3, [frame('fib', 3, { n: '2' })]),
  step(3, [frame('fib', 3, { n: '2' })], [], { event: 'return', returnValue: '1' }),
];

describe('stepOutTarget', () => {
  it("lands on the caller's next step, after the callee returned", () => {
    expect(stepOutTarget(fib, 3)).toBe(5);
    expect(stepOutTarget(fib, 2)).toBe(5);
  });

  it('has nowhere to go from the outermost frame, whose caller is the harness', () => {
    expect(stepOutTarget(fib, 1)).toBeNull();
    expect(stepOutTarget(twoSum, 2)).toBeNull();
  });

  it('has nowhere to go when the trace ends inside the callee', () => {
    expect(stepOutTarget(fib.slice(0, 4), 2)).toBeNull();
  });
});

describe('nextChangeOf', () => {
  it("finds the next step that shows another value of the frame's variable", () => {
    expect(nextChangeOf(twoSum, 1, 0, 'seen')).toBe(3);
    expect(nextChangeOf(twoSum, 3, 0, 'seen')).toBeNull();
  });

  it("looks at the named frame, not the innermost one (an outer frame's variable)", () => {
    const outer: ReplayStep[] = [
      step(3, [frame('main', 3, { total: '0' })]),
      step(1, [frame('main', 3, { total: '0' }), frame('add', 1, { total: '9' })]),
      step(4, [frame('main', 4, { total: '9' })], ['total']),
    ];
    expect(nextChangeOf(outer, 0, 0, 'total')).toBe(2);
  });

  it('stops where the frame ends', () => {
    expect(nextChangeOf(fib, 3, 1, 'n')).toBeNull();
  });
});

describe('changesOf and stepAnnouncement', () => {
  it('tells a new variable from one whose value changed', () => {
    expect(changesOf(twoSum, 2)).toEqual([
      { name: 'i', value: '0', isNew: true },
      { name: 'x', value: '3', isNew: true },
    ]);
    expect(changesOf(twoSum, 3)).toEqual([{ name: 'seen', value: '{3: 0}', isNew: false }]);
  });

  it('says the line and what changed, as a screen reader should hear it', () => {
    expect(stepAnnouncement(twoSum, 2)).toBe('line 4, i = 0, x = 3');
    expect(stepAnnouncement(twoSum, 3)).toBe('line 5, seen changed to {3: 0}');
    expect(stepAnnouncement(twoSum, 4)).toBe('line 6');
  });

  it('says a call, a returned value and an exception', () => {
    expect(stepAnnouncement(fib, 2)).toBe('line 1, calls fib, n = 1');
    expect(stepAnnouncement(fib, 4)).toBe('line 2, returns 1');
    const raised = [
      step(7, [frame('f', 7, {})], [], {
        event: 'exception',
        exception: 'ZeroDivisionError: division by zero',
      }),
    ];
    expect(stepAnnouncement(raised, 0)).toBe('line 7, raises ZeroDivisionError: division by zero');
  });

  it('cuts a long value short', () => {
    const long = `[${Array.from({ length: 100 }, (_, i) => i).join(',')}]`;
    const steps = [step(1, [frame('f', 1, { a: long })], ['a'])];
    expect(stepAnnouncement(steps, 0)).toBe(`line 1, a = ${long.slice(0, 60)}…`);
  });
});

describe('stepNumber and stepsLeftOutBefore', () => {
  const truncated = { truncated: { total: 50_000, kept: 10_000 } };

  it('numbers the head as it ran and the end from the run’s total', () => {
    expect(stepNumber(truncated, 0)).toBe(1);
    expect(stepNumber(truncated, 999)).toBe(1_000);
    expect(stepNumber(truncated, 1_000)).toBe(41_001);
    expect(stepNumber(truncated, 9_999)).toBe(50_000);
    expect(stepNumber({ truncated: null }, 4_321)).toBe(4_322);
  });

  it('marks the gap right after the head', () => {
    expect(stepsLeftOutBefore(truncated, 1_000)).toBe(40_000);
    expect(stepsLeftOutBefore(truncated, 999)).toBe(0);
    expect(stepsLeftOutBefore({ truncated: null }, 1_000)).toBe(0);
  });
});

describe('sourceLine', () => {
  it('is the trimmed text of a 1-based line, or empty past the end', () => {
    expect(sourceLine('def f():\n    return 1\n', 2)).toBe('return 1');
    expect(sourceLine('x = 1', 9)).toBe('');
  });
});
