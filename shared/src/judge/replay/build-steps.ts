import {
  REPLAY_CUT_MARK,
  REPLAY_HEAD_STEPS,
  REPLAY_MAX_BYTES,
  REPLAY_MAX_STEPS,
  REPLAY_MAX_VALUE_CHARS,
  REPLAY_STDOUT_CHARS,
  type ReplayFrame,
  type ReplayStep,
} from '../../contract/replay.ts';
import type { RawEnd, RawRecord, RawStep } from './recorder.ts';

/** Room kept for the outcome, the input and the JSON around the steps. */
const ENVELOPE_BYTES = 256 * 1024;

export interface BuiltSteps {
  steps: ReplayStep[];
  truncated: { total: number; kept: number } | null;
  end: RawEnd | null;
  /** The last step's line, for an outcome the recorder could not report. */
  lastLine: number | null;
}

/**
 * Turns a recorder's raw records into the contract's steps: lines mapped to the learner's, at most
 * REPLAY_MAX_STEPS steps (the first REPLAY_HEAD_STEPS and the run's end), `changed` from the
 * previous step of the same frame, each step's output so far (its end, REPLAY_STDOUT_CHARS at most),
 * and the whole under REPLAY_MAX_BYTES (steps after the head go first, the end stays).
 * `fallbackStdout` is the program's output when the recorder could not send it (it was killed).
 * Steps and frames on lines past `lineCount` (the learner's code has no such line) are dropped,
 * and values past REPLAY_MAX_VALUE_CHARS cut: the recorder's records are checked, not trusted.
 */
export function buildSteps(
  records: RawRecord[],
  mapLine: ((line: number) => number | null) | undefined,
  fallbackStdout = '',
  lineCount = Number.MAX_SAFE_INTEGER,
): BuiltSteps {
  const raw: RawStep[] = [];
  let skipped = 0;
  let end: RawEnd | null = null;
  for (const record of records) {
    if (record.t === 'step') raw.push(record);
    else if (record.t === 'skip') skipped += record.count;
    else end = record;
  }
  const stdout = Buffer.from(end?.stdout ?? fallbackStdout, 'utf8');
  const map = mapLine ?? ((line: number) => line);
  const seen = new Map<number, Record<string, string>>();
  const steps: ReplayStep[] = [];
  const learnerLine = (raw: number) => {
    const line = map(raw);
    return line === null || line < 1 || line > lineCount ? null : line;
  };
  for (const record of raw) {
    const line = learnerLine(record.line);
    // A program that read the nonce from its own memory can write records; one on a line its
    // code does not have is not a step of it.
    if (line === null) continue;
    const frames: ReplayFrame[] = [];
    for (const frame of record.frames) {
      const frameLine = learnerLine(frame.line);
      if (frameLine === null) continue;
      frames.push({ function: frame.function, line: frameLine, locals: cutValues(frame.locals) });
    }
    const innermost = record.frames.at(-1);
    const before = innermost ? seen.get(innermost.id) : undefined;
    const changed = innermost
      ? Object.keys(innermost.locals).filter((name) => before?.[name] !== innermost.locals[name])
      : [];
    for (const frame of record.frames) seen.set(frame.id, frame.locals);
    const step: ReplayStep = {
      line,
      event: record.event,
      frames,
      changed,
      stdout: outputSoFar(stdout, record.out),
    };
    if (record.returnValue !== undefined) step.returnValue = cut(record.returnValue);
    if (record.exception !== undefined) step.exception = cut(record.exception);
    steps.push(step);
  }
  const lastLine = steps.at(-1)?.line ?? null;
  let total = Math.max(end?.total ?? 0, raw.length + skipped);
  // The recorder's caps are checked again: a recorder that sent more keeps its head and its end.
  if (steps.length > REPLAY_MAX_STEPS) {
    steps.splice(REPLAY_HEAD_STEPS, steps.length - REPLAY_MAX_STEPS);
  }
  const head = Math.min(REPLAY_HEAD_STEPS, steps.length);
  fitBytes(steps, head);
  if (!end) total = Math.max(total, steps.length);
  const truncated = total > steps.length ? { total, kept: steps.length } : null;
  return { steps, truncated, end, lastLine };
}

/** A value's text past REPLAY_MAX_VALUE_CHARS, cut there and marked. */
function cut(text: string): string {
  return text.length > REPLAY_MAX_VALUE_CHARS
    ? text.slice(0, REPLAY_MAX_VALUE_CHARS) + REPLAY_CUT_MARK
    : text;
}

function cutValues(locals: Record<string, string>): Record<string, string> {
  if (Object.values(locals).every((text) => text.length <= REPLAY_MAX_VALUE_CHARS)) return locals;
  return Object.fromEntries(Object.entries(locals).map(([name, text]) => [name, cut(text)]));
}

/** At most 4 bytes per character, and one more character whose first bytes may be cut off. */
const STDOUT_WINDOW_BYTES = (REPLAY_STDOUT_CHARS + 1) * 4;

function outputSoFar(stdout: Buffer, bytes: number): string {
  // Only the end is shown: decoding just its window keeps each step's cost flat, however much
  // the program printed before it.
  const until = Math.min(bytes, stdout.length);
  const text = stdout.subarray(Math.max(0, until - STDOUT_WINDOW_BYTES), until).toString('utf8');
  return text.length > REPLAY_STDOUT_CHARS
    ? REPLAY_CUT_MARK + text.slice(text.length - REPLAY_STDOUT_CHARS)
    : text;
}

/** Drops steps just after the head (then the head's last ones) until the trace fits its bytes. */
function fitBytes(steps: ReplayStep[], head: number): void {
  const sizes = steps.map((step) => Buffer.byteLength(JSON.stringify(step)) + 1);
  let size = sizes.reduce((sum, bytes) => sum + bytes, 0);
  const budget = REPLAY_MAX_BYTES - ENVELOPE_BYTES;
  if (size <= budget) return;
  let cutFrom = head;
  let cutTo = head;
  while (size > budget && cutTo < steps.length - 1) size -= sizes[cutTo++]!;
  while (size > budget && cutFrom > 0) size -= sizes[--cutFrom]!;
  steps.splice(cutFrom, cutTo - cutFrom);
}
