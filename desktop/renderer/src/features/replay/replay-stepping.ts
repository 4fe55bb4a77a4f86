import { REPLAY_HEAD_STEPS, type ReplayResponse, type ReplayStep } from '@zencode/shared/contract';

/**
 * How a Replay moves and reads: where "Step out" and "Next change" land, which step number a kept
 * step had in the whole run, and the short text a screen reader hears at each step.
 */

/** The step where the caller of the current step's function goes on, or null when it has none. */
export function stepOutTarget(steps: readonly ReplayStep[], from: number): number | null {
  const depth = steps[from]?.frames.length ?? 0;
  // A solution's own function is the outermost traced frame: its caller is the judge's harness.
  if (depth <= 1) return null;
  for (let index = from + 1; index < steps.length; index += 1) {
    if (steps[index]!.frames.length < depth) return index;
  }
  return null;
}

/**
 * The next step at which `name` of the frame at `frameIndex` (0 = outermost) shows another value,
 * or null when it never does before that frame ends.
 */
export function nextChangeOf(
  steps: readonly ReplayStep[],
  from: number,
  frameIndex: number,
  name: string,
): number | null {
  const frame = steps[from]?.frames[frameIndex];
  if (!frame) return null;
  const current = frame.locals[name];
  for (let index = from + 1; index < steps.length; index += 1) {
    const later = steps[index]!.frames[frameIndex];
    // The frame returned (or another call now sits at that depth): its variable has no next value.
    if (!later || later.function !== frame.function) return null;
    if (later.locals[name] !== current) return index;
  }
  return null;
}

/** The number a kept step had in the whole run, from 1 (a long run keeps its head and its end). */
export function stepNumber(trace: Pick<ReplayResponse, 'truncated'>, index: number): number {
  const { truncated } = trace;
  if (!truncated || index < REPLAY_HEAD_STEPS) return index + 1;
  return truncated.total - (truncated.kept - index) + 1;
}

/** How many steps were left out just before `index` (the gap after the head of a long run). */
export function stepsLeftOutBefore(
  trace: Pick<ReplayResponse, 'truncated'>,
  index: number,
): number {
  if (!trace.truncated || index !== REPLAY_HEAD_STEPS) return 0;
  return trace.truncated.total - trace.truncated.kept;
}

/** Whether each changed name of a step is new to its frame or had another value before. */
export function changesOf(
  steps: readonly ReplayStep[],
  index: number,
): { name: string; value: string; isNew: boolean }[] {
  const step = steps[index];
  if (!step) return [];
  const frame = step.frames.at(-1);
  if (!frame) return [];
  const before = steps[index - 1]?.frames[step.frames.length - 1];
  const sameFrame = before !== undefined && before.function === frame.function;
  return step.changed
    .filter((name) => frame.locals[name] !== undefined)
    .map((name) => ({
      name,
      value: frame.locals[name]!,
      isNew: !sameFrame || before.locals[name] === undefined,
    }));
}

const SPOKEN_VALUE_CHARS = 60;

function spoken(value: string): string {
  return value.length > SPOKEN_VALUE_CHARS ? `${value.slice(0, SPOKEN_VALUE_CHARS)}…` : value;
}

/** The short text a screen reader hears at a step: "line 6, x = 3, seen changed to {3: 0}". */
export function stepAnnouncement(steps: readonly ReplayStep[], index: number): string {
  const step = steps[index];
  if (!step) return '';
  const parts = [`line ${step.line}`];
  if (step.event === 'call') parts.push(`calls ${step.frames.at(-1)?.function ?? 'a function'}`);
  for (const change of changesOf(steps, index)) {
    parts.push(
      change.isNew
        ? `${change.name} = ${spoken(change.value)}`
        : `${change.name} changed to ${spoken(change.value)}`,
    );
  }
  if (step.event === 'return' && step.returnValue !== undefined) {
    parts.push(`returns ${spoken(step.returnValue)}`);
  }
  if (step.event === 'exception' && step.exception) parts.push(`raises ${spoken(step.exception)}`);
  return parts.join(', ');
}

/** The text of line `line` (from 1) of `code`, trimmed, for the stepper's "about to run" line. */
export function sourceLine(code: string, line: number): string {
  return (code.split('\n')[line - 1] ?? '').trim();
}
