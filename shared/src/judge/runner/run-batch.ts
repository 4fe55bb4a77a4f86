import { randomBytes } from 'node:crypto';
import { messages } from '../../contract/messages.ts';
import type { Language } from '../languages/index.ts';
import { decodeAnswer } from '../protocol/decode-answer.ts';
import type { HarnessSignature } from '../protocol/encode-case.ts';
import { encodeBatchHeader } from '../protocol/encode-batch.ts';
import { encodedCases } from '../protocol/encoded-case-cache.ts';
import { type Frame, scanFrames } from '../protocol/parse-frames.ts';
import type { SandboxSession, SandboxUsage } from '../sandbox/sandbox.ts';
import { outOfMemoryPattern } from '../sandbox/supervisor-report.ts';
import type { ProgramFiles } from '../signature/index.ts';
import { brokenRun, describeSignal } from './broken-run.ts';
import { type CaseRun, failedRun } from './case-run.ts';
import type { CompileContext } from './compile-program.ts';
import type { JudgeLimits } from './judge-types.ts';
import {
  caseOutputLimitBytes,
  caseTimeMs,
  caseIdleMs,
  loadBudgetMs,
  runIdleMs,
  runLimits,
  submissionWallBudgetMs,
} from './run-limits.ts';
import { tidyOutput, trimOutput } from './tidy-output.ts';
import { createWorkDir, removeWorkDir } from './work-dir.ts';

export interface BatchRequest {
  language: Language;
  signature: HarnessSignature;
  program: ProgramFiles;
  artifacts: { dir: string; names: string[] } | null;
  inputs: string[];
  limits: JudgeLimits;
  /** Called with each case as soon as it ran; returning false stops the run. */
  onCase: (run: CaseRun) => boolean;
  /** Wall-clock budget of the whole batch (default: submissionWallBudgetMs of its cases). */
  wallBudgetMs?: number;
}

/** The learner's code did not load: a syntax error (`ce`) or an exception at top level (`re`). */
export interface LoadFailure {
  status: 'ce' | 're';
  message: string;
}

export interface BatchOutcome {
  loadFailure: LoadFailure | null;
}

const frameOutcomes = {
  re: 'Runtime Error',
  tle: 'Time Limit Exceeded',
  mle: 'Memory Limit Exceeded',
  ole: 'Output Limit Exceeded',
} as const;

/** Frames in the order they arrive on the harness's stdout. */
function frameQueue(session: SandboxSession, nonce: string) {
  let pending: Buffer = Buffer.alloc(0);
  const frames: Frame[] = [];
  let waiter: ((frame: Frame | null) => void) | null = null;
  let ended = false;
  const flush = () => {
    if (!waiter) return;
    const frame = frames.shift();
    if (frame === undefined && !ended) return;
    const resolve = waiter;
    waiter = null;
    resolve(frame ?? null);
  };
  session.onStdout((chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    const scanned = scanFrames(pending, nonce);
    pending = pending.subarray(scanned.consumed);
    frames.push(...scanned.frames);
    flush();
  });
  session.onEnd(() => {
    ended = true;
    flush();
  });
  return {
    /** The next frame, or null once the process ended without one. */
    next: () =>
      new Promise<Frame | null>((resolve) => {
        waiter = resolve;
        flush();
      }),
  };
}

/** `SIGSEGV`: the harness's error text when a fatal signal ended the case. */
const isSignal = (error: string) => /^SIG[A-Z]+$/.test(error);

/**
 * A case's result from its frame; time and memory are the sandbox's, measured outside.
 * `timeLimitMs` is the case's CPU limit in this language.
 */
function fromFrame(
  frame: Frame,
  signature: HarnessSignature,
  input: string,
  usage: Usage,
  timeLimitMs: number,
): CaseRun {
  const fields = {
    stdout: trimOutput(frame.stdout),
    stderr: tidyOutput(frame.stderr),
    timeMs: usage.timeMs,
    memoryKb: usage.memoryKb,
  };
  if (frame.status !== 'ok' && frame.status !== 'ce') {
    return failedRun(
      frameOutcomes[frame.status],
      isSignal(frame.error) ? describeSignal(frame.error) : tidyOutput(frame.error),
      frame.status === 'tle' ? { ...fields, timeMs: Math.max(fields.timeMs, timeLimitMs) } : fields,
    );
  }
  if (fields.timeMs > timeLimitMs) return failedRun('Time Limit Exceeded', '', fields);
  try {
    return {
      outcome: 'ok',
      output: decodeAnswer(signature, input, frame.answer),
      error: '',
      ...fields,
    };
  } catch (error) {
    return failedRun(
      'Runtime Error',
      `The answer could not be read: ${(error as Error).message}`,
      fields,
    );
  }
}

interface Usage {
  timeMs: number;
  memoryKb: number;
}

// Two readings of the supervisor can be a few ms out of step (a case's start and the process's
// final report); a time is never negative.
const usageBetween = (start: SandboxUsage | null, end: SandboxUsage | null): Usage => ({
  timeMs: start && end ? Math.max(0, Math.round((end.cpuMicros - start.cpuMicros) / 1000)) : 0,
  memoryKb: end?.peakRssKb ?? start?.peakRssKb ?? 0,
});

/** What one process did: the cases it finished, and how the case it was on ended, if it broke. */
interface ProcessOutcome {
  loadFailure: LoadFailure | null;
  /** The case the process was on when it ended without a frame (crash, kill), with its usage. */
  broken: Usage | null;
  /** False when onCase asked to stop. */
  goOn: boolean;
  /**
   * The case whose frame ended the process (time-out, memory, fatal signal): judged once the
   * sandbox has seen the process end, since only then is it known whether memory ran out.
   */
  fatal: {
    frame: Frame;
    start: SandboxUsage | null;
    end: SandboxUsage | null;
    index: number;
  } | null;
}

/**
 * Feeds cases to one process in lock-step, from `first` on: the header, then each case only
 * after the previous case's frame arrived. The sandbox opens a case window around each case
 * (its CPU and idle budgets enforced and its CPU time measured outside the process).
 */
async function feed(
  session: SandboxSession,
  request: BatchRequest,
  timeLimitMs: number,
  first: number,
  push: (run: CaseRun) => boolean,
): Promise<ProcessOutcome> {
  const { inputs } = request;
  const nonce = randomBytes(16).toString('hex');
  const frames = frameQueue(session, nonce);
  const outcome: ProcessOutcome = { loadFailure: null, broken: null, goOn: true, fatal: null };
  // Loading (runtime start, the learner's top-level code) has its own budget, before any case:
  // its CPU, and its idling once the header is in the program's stdin (writeCase), so a solution
  // that sleeps at top level is stopped after loadBudgetMs instead of holding the worker.
  await session.beginCase(timeLimitMs + loadBudgetMs, loadBudgetMs);
  session.writeCase(
    encodeBatchHeader({
      nonce,
      timeLimitMs,
      outputLimitBytes: caseOutputLimitBytes,
      caseCount: inputs.length - first,
    }),
  );
  const ready = await frames.next();
  if (ready === null) {
    outcome.broken = usageBetween(null, await session.endCase());
    return outcome;
  }
  if (ready.caseIndex === -1 && ready.status !== 'ok') {
    const status = ready.status === 'ce' ? 'ce' : 're';
    outcome.loadFailure = { status, message: tidyOutput(ready.error) };
    session.stop();
    return outcome;
  }
  // One reading of the supervisor ends a case and opens the next (the process waits on its stdin
  // in between): one round trip per case.
  let start = await session.beginCase(timeLimitMs, caseIdleMs(timeLimitMs), runIdleMs(timeLimitMs));
  for (let index = first; index < inputs.length; index++) {
    session.writeCase(encodedCases.get(request.signature, inputs[index]!));
    const frame = await frames.next();
    // A frame for anything but this case is not the harness's: the case gave no answer.
    const answered = frame !== null && frame.caseIndex === index - first;
    const fatal =
      answered &&
      (frame.status === 'tle' ||
        frame.status === 'mle' ||
        (frame.status === 're' && isSignal(frame.error)));
    const next = answered && !fatal && index + 1 < inputs.length;
    const end = next
      ? await session.beginCase(timeLimitMs, caseIdleMs(timeLimitMs), runIdleMs(timeLimitMs))
      : await session.endCase();
    const usage = usageBetween(start, end);
    if (!answered) {
      outcome.broken = usage;
      if (frame !== null) session.stop();
      return outcome;
    }
    // The process ended with this frame (a fatal one, or the last case, after which the harness
    // exits before the window closed): judged from the sandbox's final report.
    if (fatal || end === null) {
      outcome.fatal = { frame, start, end, index };
      return outcome;
    }
    if (!push(fromFrame(frame, request.signature, inputs[index]!, usage, timeLimitMs))) {
      outcome.goOn = false;
      session.stop();
      return outcome;
    }
    start = end;
  }
  return outcome;
}

/**
 * Runs the cases in one sandboxed process, fed in lock-step (a case reaches the process only
 * after the previous case's result left it). When the process dies (crash, time-out, memory),
 * the case it was on is marked from what the harness and the sandbox saw, and the remaining
 * cases continue in a fresh process with a new nonce.
 */
export async function runBatch(
  request: BatchRequest,
  context: CompileContext,
): Promise<BatchOutcome> {
  const { language, inputs } = request;
  const timeLimitMs = caseTimeMs(language, request.limits);
  /** How many cases have a result: the next process starts at the case after them. */
  let done = 0;
  const push = (run: CaseRun) => {
    done += 1;
    return request.onCase(run);
  };
  const startedAt = Date.now();
  const budgetMs =
    request.wallBudgetMs ?? submissionWallBudgetMs(language, request.limits, inputs.length);
  while (done < inputs.length) {
    const first = done;
    const wallLeftMs = budgetMs - (Date.now() - startedAt);
    if (wallLeftMs <= 0) {
      if (!push(failedRun('Time Limit Exceeded', messages.submissionOutOfTime))) break;
      continue;
    }
    const settings = runLimits(language, request.limits, inputs.length - first, wallLeftMs);
    const workDir = await createWorkDir(context.workRoot, request.program.files, request.artifacts);
    let outcome: ProcessOutcome | null = null;
    let fedAll = () => {};
    const feeding = new Promise<void>((resolve) => (fedAll = resolve));
    const running = context.sandbox.run({
      workDir,
      argv: language.run(request.program.entry, settings.heapFlags),
      limits: settings.limits,
      memoryMode: settings.memoryMode,
      ...(settings.env ? { env: settings.env } : {}),
      readOnlyWorkDir: true,
      interact: async (session) => {
        try {
          outcome = await feed(session, request, timeLimitMs, first, push);
        } finally {
          fedAll();
        }
      },
    });
    // The work dir goes once the process tree has ended, whether or not the runner waited for it.
    const removed = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => removeWorkDir(workDir))
      .catch(() => undefined);
    await Promise.race([running, feeding]);
    let fed = outcome as ProcessOutcome | null;
    // Every case it was fed has its result (or the runner stopped it): the verdict does not wait
    // for the process to exit and the sandbox to tear down; that ends in the background.
    if (fed && !fed.fatal && !fed.broken) {
      if (fed.loadFailure) return { loadFailure: fed.loadFailure };
      if (!fed.goOn) break;
      continue;
    }
    // A case broke the process: how is in the sandbox's final report.
    const [result] = await Promise.all([running, feeding, removed]);
    fed = outcome as ProcessOutcome | null;
    if (fed === null) {
      // The sandbox ended before the runner could feed it: count it against the next case.
      if (!push(brokenRun(result, 0))) break;
      continue;
    }
    if (fed.loadFailure) return { loadFailure: fed.loadFailure };
    if (!fed.goOn) break;
    if (fed.fatal) {
      const { frame, start, end, index } = fed.fatal;
      const usage: Usage = end
        ? usageBetween(start, end)
        : {
            timeMs: start ? Math.max(0, Math.round(result.cpuMs - start.cpuMicros / 1000)) : 0,
            memoryKb: result.memoryKb,
          };
      const run = fromFrame(frame, request.signature, inputs[index]!, usage, timeLimitMs);
      // A fatal signal after a failed allocation (the sandbox's peak memory, or the runtime's
      // own words such as std::bad_alloc): the case ran out of memory.
      const outOfMemory = result.memoryExceeded || outOfMemoryPattern.test(frame.stderr);
      const oom = frame.status === 're' && outOfMemory;
      if (!push(oom ? { ...run, outcome: 'Memory Limit Exceeded', error: '' } : run)) break;
      continue;
    }
    if (fed.broken && done < inputs.length) {
      const timeMs = result.timedOut ? timeLimitMs : Math.min(fed.broken.timeMs, timeLimitMs);
      const run = brokenRun(result, timeMs);
      if (!push({ ...run, memoryKb: Math.max(run.memoryKb, fed.broken.memoryKb) })) break;
    }
  }
  return { loadFailure: null };
}
