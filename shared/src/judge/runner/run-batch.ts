import { randomBytes } from 'node:crypto';
import type { Language } from '../languages/index.ts';
import { decodeAnswer } from '../protocol/decode-answer.ts';
import type { HarnessSignature } from '../protocol/encode-case.ts';
import { encodeBatch } from '../protocol/encode-batch.ts';
import { type Frame, parseFrames } from '../protocol/parse-frames.ts';
import type { ProgramFiles } from '../signature/index.ts';
import { brokenRun, describeSignal } from './broken-run.ts';
import { type CaseRun, failedRun } from './case-run.ts';
import type { CompileContext } from './compile-program.ts';
import type { JudgeLimits } from './judge-types.ts';
import { caseOutputLimitBytes, caseTimeMs, runLimits, totalWallCapMs } from './run-limits.ts';
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

function fromFrame(frame: Frame, request: BatchRequest, input: string): CaseRun {
  const fields = {
    stdout: trimOutput(frame.stdout),
    stderr: tidyOutput(frame.stderr),
    timeMs: Math.round(frame.cpuMicros / 1000),
    memoryKb: frame.peakRssKb,
  };
  if (frame.status !== 'ok' && frame.status !== 'ce') {
    const signal = /^SIG[A-Z]+$/.test(frame.error);
    return failedRun(
      frameOutcomes[frame.status],
      signal ? describeSignal(frame.error) : tidyOutput(frame.error),
      fields,
    );
  }
  if (fields.timeMs > caseTimeMs(request.language, request.limits))
    return failedRun('Time Limit Exceeded', '', fields);
  try {
    return {
      outcome: 'ok',
      output: decodeAnswer(request.signature, input, frame.answer),
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

/**
 * Runs every case in one sandboxed process; when the process dies (crash, time-out, memory), the
 * case it was on is marked from what the harness and the sandbox saw, and the remaining cases
 * continue in a fresh process. Each process gets a new nonce, so no earlier output can be replayed.
 */
export async function runBatch(
  request: BatchRequest,
  context: CompileContext,
): Promise<BatchOutcome> {
  const { language, inputs } = request;
  const runs: CaseRun[] = [];
  const startedAt = Date.now();
  while (runs.length < inputs.length) {
    const first = runs.length;
    const wallLeftMs = totalWallCapMs - (Date.now() - startedAt);
    if (wallLeftMs <= 0) {
      runs.push(failedRun('Time Limit Exceeded', 'The submission used up its total time.'));
      continue;
    }
    const nonce = randomBytes(16).toString('hex');
    const stdin = encodeBatch(
      {
        nonce,
        timeLimitMs: caseTimeMs(language, request.limits),
        outputLimitBytes: caseOutputLimitBytes,
      },
      request.signature,
      inputs.slice(first),
    );
    const settings = runLimits(language, request.limits, inputs.length - first, wallLeftMs);
    const workDir = await createWorkDir(context.workRoot, request.program.files, request.artifacts);
    try {
      const result = await context.sandbox.run({
        workDir,
        argv: language.run(request.program.entry, settings.heapFlags),
        stdin,
        limits: settings.limits,
        memoryMode: settings.memoryMode,
        readOnlyWorkDir: true,
      });
      const frames = parseFrames(Buffer.from(result.stdout, 'utf8'), nonce);
      const loadFailure = frames.find((frame) => frame.caseIndex === -1);
      if (loadFailure) {
        const status = loadFailure.status === 'ce' ? 'ce' : 're';
        return { loadFailure: { status, message: tidyOutput(loadFailure.error) } };
      }
      let last: Frame | null = null;
      for (const frame of frames) {
        if (frame.caseIndex !== runs.length - first) continue;
        runs.push(fromFrame(frame, request, inputs[runs.length]!));
        last = frame;
        if (!request.onCase(runs[runs.length - 1]!)) return { loadFailure: null };
      }
      // The harness ends its process after a time-out, out-of-memory or fatal-signal frame; the
      // sandbox knows whether that signal came from running out of memory.
      const fatal =
        last !== null &&
        (last.status === 'tle' ||
          last.status === 'mle' ||
          (last.status === 're' && /^SIG[A-Z]+$/.test(last.error)));
      if (fatal && last!.status === 're' && result.memoryExceeded) {
        runs[runs.length - 1] = {
          ...runs[runs.length - 1]!,
          outcome: 'Memory Limit Exceeded',
          error: '',
        };
      }
      if (runs.length < inputs.length && !fatal) {
        const spentMs = Math.max(
          0,
          result.cpuMs - runs.slice(first).reduce((sum, run) => sum + run.timeMs, 0),
        );
        runs.push(brokenRun(result, Math.min(spentMs, caseTimeMs(language, request.limits))));
        if (!request.onCase(runs[runs.length - 1]!)) return { loadFailure: null };
      }
    } finally {
      await removeWorkDir(workDir);
    }
  }
  return { loadFailure: null };
}
