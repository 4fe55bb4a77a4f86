import { z } from 'zod';
import { CODE_MAX_LENGTH, CUSTOM_INPUT_MAX_LENGTH } from './constants.ts';
import { languageInputSchema } from './language-input.ts';

/**
 * Replay: one run of the learner's code on one case, recorded step by step inside the judge's
 * sandbox, then stepped through in the browser. Every language's recorder produces this one shape.
 */

/** A trace keeps at most this many steps; a longer run keeps its head and its end. */
export const REPLAY_MAX_STEPS = 10_000;
/** Of a long run, the first steps kept; the rest of the budget goes to its end, where bugs show. */
export const REPLAY_HEAD_STEPS = 1_000;
/** A value's display text lists at most this many items per container; the cut is marked. */
export const REPLAY_MAX_ITEMS = 100;
/** A value's display text nests at most this deep; deeper parts are marked. */
export const REPLAY_MAX_DEPTH = 3;
/**
 * A value's display text is at most this many characters, then the cut mark: items and depth
 * alone let a 100×100×100 grid through as megabytes, in every step that shows it.
 */
export const REPLAY_MAX_VALUE_CHARS = 2_000;
/** A whole trace is at most this many bytes of JSON before compression. */
export const REPLAY_MAX_BYTES = 4 * 1024 * 1024;
/** A step's `stdout` keeps at most this many characters of the end of the output, marked when cut. */
export const REPLAY_STDOUT_CHARS = 2_000;
/** The mark that ends a value's text where it was cut. */
export const REPLAY_CUT_MARK = '…';
/** A case is given its time limit times this, and never less than REPLAY_MIN_TIME_MS. */
export const REPLAY_TIME_FACTOR = 5;
export const REPLAY_MIN_TIME_MS = 10_000;

/** Which case to replay: a public one, the learner's own input, or their submission's failing case. */
export const replayCaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('public'), index: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal('custom'), input: z.string().max(CUSTOM_INPUT_MAX_LENGTH) }).strict(),
  z.object({ kind: z.literal('submission'), submissionId: z.string().min(1).max(64) }).strict(),
]);
export type ReplayCase = z.infer<typeof replayCaseSchema>;

/** POST /problems/{id}/replay. */
export const problemReplayRequestSchema = z
  .object({
    language: languageInputSchema,
    code: z.string().min(1).max(CODE_MAX_LENGTH),
    case: replayCaseSchema,
  })
  .strict();
export type ProblemReplayRequest = z.infer<typeof problemReplayRequestSchema>;
export type ProblemReplayRequestInput = z.input<typeof problemReplayRequestSchema>;

/** POST /compiler/replay: the online compiler's open file with its stdin. */
export const compilerReplayRequestSchema = z
  .object({
    language: languageInputSchema,
    code: z.string().min(1).max(CODE_MAX_LENGTH),
    input: z.string().max(CUSTOM_INPUT_MAX_LENGTH).optional(),
  })
  .strict();
export type CompilerReplayRequest = z.infer<typeof compilerReplayRequestSchema>;
export type CompilerReplayRequestInput = z.input<typeof compilerReplayRequestSchema>;

/**
 * What happened at a step: a line about to run, a call entered, a return about to leave its frame,
 * or an exception raised at that line.
 */
export const replayEvents = ['line', 'call', 'return', 'exception'] as const;
export const replayEventSchema = z.enum(replayEvents);
export type ReplayEvent = z.infer<typeof replayEventSchema>;

/** One frame of the call stack: its function, the line it is on, and its locals as display text. */
export const replayFrameSchema = z.object({
  function: z.string(),
  /** 1-based, in the learner's code. */
  line: z.number().int().min(1),
  /** Name to display text, written as LeetCode writes values (`[1,2,3]`, `{3: 0}`, `"ab"`). */
  locals: z.record(z.string(), z.string()),
});
export type ReplayFrame = z.infer<typeof replayFrameSchema>;

export const replayStepSchema = z.object({
  /** The line about to run, 1-based, in the learner's code. */
  line: z.number().int().min(1),
  event: replayEventSchema,
  /** Innermost last; the length is the recursion depth. */
  frames: z.array(replayFrameSchema),
  /** The names in the innermost frame whose display text this step changed (or that it created). */
  changed: z.array(z.string()),
  /** Everything the program has printed so far. */
  stdout: z.string(),
  /** For a `return` step: the returned value's display text. */
  returnValue: z.string().optional(),
  /** For an `exception` step: the exception's type and message. */
  exception: z.string().optional(),
});
export type ReplayStep = z.infer<typeof replayStepSchema>;

/** How the recorded run ended. */
export const replayOutcomeSchema = z.discriminatedUnion('kind', [
  /** It returned (function problems) or exited cleanly (stdio programs). */
  z.object({
    kind: z.literal('returned'),
    /** The value the solution gave, as the judge writes it, or the program's stdout. */
    output: z.string(),
    /** The reference's answer for this case; absent where there is none (the online compiler). */
    expected: z.string().optional(),
    /** The problem's checker agreed with `expected`; absent when there is nothing to compare with. */
    correct: z.boolean().optional(),
  }),
  /** It raised an exception or crashed at `line`. */
  z.object({
    kind: z.literal('exception'),
    message: z.string(),
    line: z.number().int().min(1).nullable(),
  }),
  /** It was stopped by the replay's time limit (an endless loop, most often). */
  z.object({ kind: z.literal('timeout'), message: z.string(), limitMs: z.number().int().min(0) }),
  /** It did not compile; no step was recorded. */
  z.object({ kind: z.literal('compile-error'), message: z.string() }),
]);
export type ReplayOutcome = z.infer<typeof replayOutcomeSchema>;

export const replayResponseSchema = z.object({
  steps: z.array(replayStepSchema),
  /** Set when steps were left out: `total` recorded, `kept` of them in `steps` (head, then end). */
  truncated: z.object({ total: z.number().int().min(0), kept: z.number().int().min(0) }).nullable(),
  outcome: replayOutcomeSchema,
  /** The input the run was given, as the learner would write it (for a submission's case too). */
  input: z.string(),
  /** Something the learner should know about this recording (the program fought the recorder). */
  notice: z.string().optional(),
  /** Set by the desktop app when it recorded the run itself, as in RunResponse. */
  ranOn: z.string().optional(),
});
export type ReplayResponse = z.infer<typeof replayResponseSchema>;

/** The answer for a language that has no recorder yet. */
export function replayUnavailableText(languageLabel: string): string {
  return `Replay is not available for ${languageLabel} yet.`;
}

/** Why a recording stopped at its time limit. */
export function replayTimeoutText(limitMs: number): string {
  return `Stopped after ${limitMs / 1000} s (Replay's time limit for this case): an endless loop? The last steps before it are kept.`;
}
