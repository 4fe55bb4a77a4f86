import type { LanguageId } from '../../contract/signature.ts';
import type { ProgramFiles } from '../signature/index.ts';

/**
 * The seam between Replay's generic core (`record-replay.ts`) and one language's recorder.
 *
 * The core builds the program the way Run does (the generated harness for function and
 * class-design problems, the plain program for stdio problems and the online compiler), asks the
 * language's recorder to wrap it, compiles the result with the language's own compile step (cached
 * like Run's), and runs it once in the same sandbox as Run. The traced program writes raw records
 * (below) on its *trace channel*; the core turns them into the contract's `ReplayResponse`
 * (changed names, accumulated stdout, step and size caps, outcome).
 */

/** What the core hands a recorder. */
export interface ReplayTarget {
  /** `function`: the generated harness around the learner's code (one case, fed on stdin by the
   *  protocol); `program`: the learner's whole program reading its stdin. */
  kind: 'function' | 'program';
  /** The program as Run would run it. */
  program: ProgramFiles;
  /** The learner's own file in `program.files` (`solution.py`, `main.py`, ...): only its frames
   *  are traced. */
  learnerFile: string;
  /** The learner's code as they wrote it (what `learnerFile` holds before any rewriting). */
  code: string;
}

/** How the recorder wraps the program. */
export interface ReplayPlan {
  /**
   * The program to compile and run: `program.files` plus the recorder's own files (its runtime,
   * possibly an instrumented copy of the learner's file). `sources` are what the language's
   * compile step gets; `entry` is passed to `language.run` as for Run.
   */
  program: ProgramFiles;
  /** The argv to run, given the argv Run would use (`language.run(entry, heapFlags)`). */
  argv: (runArgv: string[]) => string[];
  /** The compile command, given the language's own (a debugger needs its debug information). */
  compileArgv?: (argv: string[]) => string[];
  /**
   * The recorder runs beside the program as its own process (gdb): the memory limit is then a
   * resident ceiling of the pair, with `overheadMb` for the recorder, instead of the language's
   * address-space cap, which the debugger's own mappings would pass before the program ran.
   */
  residentOverheadMb?: number;
  /**
   * Maps a line of the traced file to the learner's own line (TypeScript's source map, an
   * instrumented copy's offsets), or null for a line that is not the learner's (the step is
   * dropped). Absent: lines are already the learner's.
   */
  mapLine?: (line: number) => number | null;
}

/** One language's recorder, registered in `recorders.ts`. */
export interface ReplayRecorder {
  language: LanguageId;
  plan(target: ReplayTarget): ReplayPlan;
  /**
   * A debugger the recorder runs (gdb for C and C++), where the sandbox finds it, and what to
   * install when it is missing: the Replay is then refused with that said, not run to fail.
   */
  debugger?: { name: string; path: string; install: string };
}

/**
 * Variables the core gives the traced process (the sandbox's environment is otherwise empty).
 * A recorder reads them once at start-up and removes them from its process's environment.
 */
export const replayEnv = {
  /** Random hex nonce framing every record on the trace channel. */
  nonce: 'ZC_REPLAY_NONCE',
  /** CPU milliseconds the recorder may let the program run before it stops it itself (reason
   *  `timeout`), flushing the steps it holds; the sandbox's own limits are set above it. */
  deadlineMs: 'ZC_REPLAY_DEADLINE_MS',
  /** Steps kept from the start of the run (the rest of `maxSteps` are the run's last steps). */
  headSteps: 'ZC_REPLAY_HEAD_STEPS',
  /** Steps kept in all. */
  maxSteps: 'ZC_REPLAY_MAX_STEPS',
  /** Items per container and nesting depth of a value's display text. */
  maxItems: 'ZC_REPLAY_MAX_ITEMS',
  maxDepth: 'ZC_REPLAY_MAX_DEPTH',
  /** Characters of a value's display text, then the cut mark. */
  maxChars: 'ZC_REPLAY_MAX_CHARS',
  /** Bytes of records the recorder may write: half for the head, half for the ring. */
  maxBytes: 'ZC_REPLAY_MAX_BYTES',
} as const;

/**
 * Raw records, written by the traced program on its trace channel: the process's **stderr**
 * (fd 2 as the process started), each framed as
 *
 *     \n#<nonce> <byteLength>\n<JSON of one record, byteLength bytes of UTF-8>
 *
 * Before the learner's code runs, the recorder duplicates that fd for itself and points fd 1 and
 * fd 2 elsewhere (the function harness does so anyway, per case), so nothing the program prints
 * reaches the channel; text outside a frame with the right nonce is ignored.
 */
export type RawRecord = RawStep | RawSkip | RawEnd;

/** A frame as the recorder sees it; `id` is unique per activation (to diff a frame's locals). */
export interface RawFrame {
  id: number;
  function: string;
  line: number;
  /** Name to display text, already written as LeetCode writes values and cut (see below). */
  locals: Record<string, string>;
}

export interface RawStep {
  t: 'step';
  event: 'line' | 'call' | 'return' | 'exception';
  /** Line about to run, in the traced file (mapped by `ReplayPlan.mapLine`). */
  line: number;
  /** Learner frames only, innermost last. */
  frames: RawFrame[];
  /** UTF-8 bytes of the program's stdout printed before this step. */
  out: number;
  returnValue?: string;
  exception?: string;
}

/** `count` steps left out here (the recorder keeps the head and a ring of the run's end). */
export interface RawSkip {
  t: 'skip';
  count: number;
}

/** The last record: how the run ended. */
export interface RawEnd {
  t: 'end';
  /**
   * `returned`: the learner's code returned, or the program exited cleanly (with its exit code);
   * `exception`: it raised `message` at the learner's `line`;
   * `timeout`: the recorder stopped it at its deadline;
   * `tampered`: the program disabled or replaced the tracer (`message` says how), steps so far kept.
   */
  reason: 'returned' | 'exception' | 'timeout' | 'tampered';
  /** Steps the run took, counting those left out. */
  total: number;
  /** Everything the program printed on stdout (the steps' `out` offsets index it). */
  stdout: string;
  message?: string;
  line?: number | null;
  exitCode?: number;
}

/**
 * Display text conventions (every recorder): LeetCode's way of writing values — `[1,2,3]`,
 * `{3: 0}`, `{1, 2}`, `"ab"`, `true`/`false`, `null`; ListNode as `[1,2,3]`, TreeNode in level
 * order `[1,null,2]`; an object of a learner's class as `ClassName{field: value, ...}`. A container
 * with more than `maxItems` items shows the first ones then `REPLAY_CUT_MARK`; deeper than
 * `maxDepth` a container is written `[…]` / `{…}`; a whole text past `maxChars` characters is cut
 * there and marked. A linked list with a cycle ends with the mark.
 */
