import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  REPLAY_HEAD_STEPS,
  REPLAY_MAX_DEPTH,
  REPLAY_MAX_ITEMS,
  REPLAY_MAX_STEPS,
  REPLAY_MAX_VALUE_CHARS,
  REPLAY_MIN_TIME_MS,
  REPLAY_TIME_FACTOR,
  replayTimeoutText,
  replayUnavailableText,
  type CompilerReplayRequest,
  type ReplayOutcome,
  type ReplayResponse,
} from '../../contract/replay.ts';
import { messages } from '../../contract/messages.ts';
import type { CheckerId, LanguageId, Signature } from '../../contract/signature.ts';
import { checkers } from '../checkers/index.ts';
import { getLanguage } from '../languages/index.ts';
import { CaseInputError } from '../protocol/case-input-error.ts';
import { decodeAnswer } from '../protocol/decode-answer.ts';
import { encodeBatch } from '../protocol/encode-batch.ts';
import { parseFrames } from '../protocol/parse-frames.ts';
import { validateCaseInput } from '../protocol/validate-case-input.ts';
import { describeSignal } from '../runner/broken-run.ts';
import { compileProgram, type CompileContext } from '../runner/compile-program.ts';
import { requireLanguage } from '../runner/judge.ts';
import type { JudgeLimits } from '../runner/judge-types.ts';
import {
  caseOutputLimitBytes,
  defaultLimits,
  memorySettings,
  programProcessLimits,
} from '../runner/run-limits.ts';
import { startupSyntaxError } from '../runner/run-stdio-case.ts';
import { tidyOutput } from '../runner/tidy-output.ts';
import { createWorkDir, removeWorkDir } from '../runner/work-dir.ts';
import { generators } from '../signature/index.ts';
import { buildSteps } from './build-steps.ts';
import { parseRawRecords } from './raw-records.ts';
import { replayEnv, type ReplayRecorder, type ReplayTarget } from './recorder.ts';
import { replayRecorderFor } from './recorders.ts';

/**
 * Bytes of records a recorder may write. Well under the sandbox's output cap below, which would
 * kill the run and lose the trace's end; well over the 4 MB the core thins the trace to.
 */
const recorderMaxBytes = 16 << 20;
const sandboxOutputBytes = 48 << 20;

export interface ReplayRequest {
  language: LanguageId;
  code: string;
  /** The problem's signature; `{kind: 'stdio'}` for stdio problems and the online compiler. */
  signature: Signature;
  checker?: CheckerId;
  limits?: Partial<JudgeLimits>;
  /** LeetCode's text (function problems) or the whole stdin; `expected` when there is one. */
  case: { input: string; expected?: string };
}

/** A language that has no recorder yet (code `replay-unavailable`). */
export class ReplayUnavailableError extends Error {
  readonly code = 'replay-unavailable';
  constructor(languageLabel: string, message?: string) {
    super(message ?? replayUnavailableText(languageLabel));
  }
}

/**
 * The language's recorder; a language that has none, or whose debugger is not installed
 * (`exists` says), throws ReplayUnavailableError.
 */
export function requireReplayRecorder(
  language: LanguageId,
  exists: (path: string) => boolean = existsSync,
): ReplayRecorder {
  const recorder = replayRecorderFor(language);
  const { label } = getLanguage(language);
  if (!recorder) throw new ReplayUnavailableError(label);
  const tool = recorder.debugger;
  if (tool && !exists(tool.path)) {
    throw new ReplayUnavailableError(
      label,
      `Replay of ${label} needs ${tool.name} (${tool.path}), which is not installed here: ${tool.install}.`,
    );
  }
  return recorder;
}

/** The online compiler's replay: the whole program with its stdin, as a stdio problem's case. */
export function programReplayRequest(request: CompilerReplayRequest): ReplayRequest {
  return {
    language: request.language,
    code: request.code,
    signature: { kind: 'stdio' },
    case: { input: request.input ?? '' },
  };
}

/** How many steps a recording keeps: its first `headSteps`, and `maxSteps` in all. */
export interface ReplayKeep {
  headSteps: number;
  maxSteps: number;
}

/** The case's time: the problem's limit times REPLAY_TIME_FACTOR, never under REPLAY_MIN_TIME_MS. */
export function replayTimeMs(limits: Partial<JudgeLimits> | undefined): number {
  const timeMs = limits?.timeMs ?? defaultLimits.timeMs;
  return Math.max(REPLAY_MIN_TIME_MS, timeMs * REPLAY_TIME_FACTOR);
}

/**
 * Records one run of the learner's code on one case in the sandbox, as Run runs it, with the
 * language's recorder. Throws ReplayUnavailableError, LanguageUnavailableError, or CaseInputError
 * for a case that does not fit the signature.
 */
export async function recordReplay(
  request: ReplayRequest,
  context: CompileContext,
  /**
   * How many steps the recorder keeps (head and all). A test of the cut passes fewer than
   * REPLAY_MAX_STEPS, so that a busy machine, which records fewer steps in the time limit, still
   * has more than it keeps.
   */
  keep: ReplayKeep = {
    headSteps: REPLAY_HEAD_STEPS,
    maxSteps: REPLAY_MAX_STEPS,
  },
): Promise<ReplayResponse> {
  const recorder = requireReplayRecorder(request.language);
  const language = await requireLanguage(request.language);
  const { signature } = request;
  const input = request.case.input;
  if (signature.kind !== 'stdio') {
    const problem = validateCaseInput(signature, input);
    if (problem) throw new CaseInputError(problem);
  }
  const generator = generators[language.id];
  const target: ReplayTarget =
    signature.kind === 'stdio'
      ? {
          kind: 'program',
          program: generator.program(request.code),
          learnerFile: language.sourceFile,
          code: request.code,
        }
      : {
          kind: 'function',
          program: generator.harness(signature, request.code),
          learnerFile: generator.solutionFile(signature),
          code: request.code,
        };
  const plan = recorder.plan(target);
  const base = { steps: [], truncated: null, input };
  const { compileArgv } = plan;
  const compileWith =
    compileArgv && language.compile
      ? {
          ...language,
          compile: (sources: string[], preparedDir: string) =>
            compileArgv(language.compile!(sources, preparedDir)),
        }
      : language;
  const compiled = await compileProgram(compileWith, plan.program, context);
  if (!compiled.ok)
    return { ...base, outcome: { kind: 'compile-error', message: compiled.message } };

  const limitMs = replayTimeMs(request.limits);
  const memoryMb = request.limits?.memoryMb ?? defaultLimits.memoryMb;
  const languageMemory = memorySettings(language, memoryMb);
  const memory =
    plan.residentOverheadMb === undefined
      ? languageMemory
      : {
          ...languageMemory,
          sandboxMb: memoryMb + plan.residentOverheadMb,
          memoryMode: 'resident' as const,
        };
  const replayNonce = randomBytes(16).toString('hex');
  const protocolNonce = randomBytes(16).toString('hex');
  const stdin =
    target.kind === 'function' && signature.kind !== 'stdio'
      ? encodeBatch(
          // The harness's own timer must not fire before the recorder's deadline does.
          { nonce: protocolNonce, timeLimitMs: limitMs, outputLimitBytes: caseOutputLimitBytes },
          signature,
          [input],
        )
      : input;
  const workDir = await createWorkDir(context.workRoot, plan.program.files, compiled.artifacts);
  let result;
  try {
    result = await context.sandbox.run({
      workDir,
      argv: plan.argv(language.run(plan.program.entry, memory.heapFlags)),
      stdin,
      env: {
        ...memory.env,
        [replayEnv.nonce]: replayNonce,
        [replayEnv.deadlineMs]: String(limitMs),
        [replayEnv.headSteps]: String(keep.headSteps),
        [replayEnv.maxSteps]: String(keep.maxSteps),
        [replayEnv.maxItems]: String(REPLAY_MAX_ITEMS),
        [replayEnv.maxDepth]: String(REPLAY_MAX_DEPTH),
        [replayEnv.maxChars]: String(REPLAY_MAX_VALUE_CHARS),
        [replayEnv.maxBytes]: String(recorderMaxBytes),
      },
      limits: {
        // The recorder stops itself at limitMs of CPU; these only stop one that cannot.
        cpuMs: limitMs + 5000,
        wallMs: limitMs * 2 + 5000,
        memoryMb: memory.sandboxMb,
        outputBytes: sandboxOutputBytes,
        ...programProcessLimits,
      },
      memoryMode: memory.memoryMode,
      readOnlyWorkDir: true,
    });
  } finally {
    await removeWorkDir(workDir);
  }

  const harnessFrames =
    target.kind === 'function'
      ? parseFrames(Buffer.from(result.stdout, 'utf8'), protocolNonce)
      : [];
  const caseFrame = harnessFrames.find((frame) => frame.caseIndex === 0);
  const loadFrame = harnessFrames.find((frame) => frame.caseIndex === -1 && frame.status !== 'ok');
  const records = parseRawRecords(Buffer.from(result.stderr, 'utf8'), replayNonce);
  const built = buildSteps(
    records,
    plan.mapLine,
    target.kind === 'function' ? (caseFrame?.stdout ?? '') : result.stdout,
    request.code.split('\n').length,
  );
  const { end } = built;
  const answer = { ...base, steps: built.steps, truncated: built.truncated };
  const notice =
    end?.reason === 'tampered'
      ? messages.replayTampered
      : !end && !result.timedOut && !result.memoryExceeded
        ? messages.replayRecorderLost
        : undefined;
  const withNotice = (outcome: ReplayOutcome): ReplayResponse =>
    notice ? { ...answer, outcome, notice } : { ...answer, outcome };
  const crashLine = end?.line ?? built.lastLine;

  if (
    loadFrame?.status === 'ce' ||
    (end?.message && startupSyntaxError.test(end.message) && !built.steps.length)
  ) {
    return {
      ...base,
      outcome: {
        kind: 'compile-error',
        message: tidyOutput(loadFrame?.error ?? end?.message ?? ''),
      },
    };
  }
  if (end?.reason === 'timeout' || (!end && result.timedOut)) {
    return withNotice({ kind: 'timeout', message: replayTimeoutText(limitMs), limitMs });
  }
  if (result.memoryExceeded || caseFrame?.status === 'mle') {
    return withNotice({ kind: 'exception', message: 'Memory Limit Exceeded', line: crashLine });
  }
  if (target.kind === 'function' && signature.kind !== 'stdio') {
    const failed = loadFrame ?? (caseFrame && caseFrame.status !== 'ok' ? caseFrame : null);
    if (failed) {
      return withNotice({ kind: 'exception', message: tidyOutput(failed.error), line: crashLine });
    }
    if (!caseFrame) {
      const message = result.signal ? describeSignal(result.signal) : messages.replayRecorderLost;
      return withNotice({ kind: 'exception', message, line: crashLine });
    }
    let output: string;
    try {
      output = decodeAnswer(signature, input, caseFrame.answer);
    } catch (error) {
      const message = `The answer could not be read: ${(error as Error).message}`;
      return withNotice({ kind: 'exception', message, line: null });
    }
    const { expected } = request.case;
    if (expected === undefined) return withNotice({ kind: 'returned', output });
    const correct = checkers[request.checker ?? 'exact'].check(expected, output, input);
    return withNotice({ kind: 'returned', output, expected, correct });
  }
  if (end?.reason === 'exception') {
    return withNotice({ kind: 'exception', message: end.message ?? '', line: end.line ?? null });
  }
  if (!end) {
    const message = result.signal ? describeSignal(result.signal) : messages.replayRecorderLost;
    return withNotice({ kind: 'exception', message, line: crashLine });
  }
  if (end.exitCode) {
    return withNotice({
      kind: 'exception',
      message: `Exited with code ${end.exitCode}`,
      line: null,
    });
  }
  const output = end.stdout;
  const { expected } = request.case;
  if (expected === undefined) return withNotice({ kind: 'returned', output });
  const correct = checkers[request.checker ?? 'exact'].check(expected, output, input);
  return withNotice({ kind: 'returned', output, expected, correct });
}
