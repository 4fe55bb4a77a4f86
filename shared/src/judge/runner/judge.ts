import { messages } from '../../contract/messages.ts';
import { checkers } from '../checkers/index.ts';
import { getLanguage, type Language, toolchainVersion } from '../languages/index.ts';
import { CaseInputError } from '../protocol/case-input-error.ts';
import { encodedCases } from '../protocol/encoded-case-cache.ts';
import { generators } from '../signature/index.ts';
import { type CaseRun, failedRun } from './case-run.ts';
import { notRunCase, toCaseResult } from './case-result.ts';
import { compileProgram } from './compile-program.ts';
import { explainCompileFailure } from './explain-compile-failure.ts';
import type { CaseResult, JudgeOptions, JudgeRequest, JudgeResult } from './judge-types.ts';
import { LanguageUnavailableError } from './language-unavailable-error.ts';
import { learnerFiles } from './learner-files.ts';
import { parseDiagnostics } from './parse-diagnostics.ts';
import { runBatch } from './run-batch.ts';
import { caseTimeMs, defaultLimits, submissionWallBudgetMs } from './run-limits.ts';
import { runStdioCase } from './run-stdio-case.ts';

/** Throws LanguageUnavailableError when this machine lacks the language's toolchain. */
export async function requireLanguage(id: JudgeRequest['language']): Promise<Language> {
  const language = getLanguage(id);
  if ((await toolchainVersion(language)) === null) throw new LanguageUnavailableError(language);
  return language;
}

function summarize(
  cases: CaseResult[],
  compileError: string | null,
  diagnostics: JudgeResult['diagnostics'],
  hidden: readonly boolean[] = [],
): JudgeResult {
  const failed = cases.find((result) => result.verdict !== 'Passed');
  // A Not Accepted submission's figures come from the cases a learner may see in full: the
  // public ones and the failing one (its rerun alone), never the passed hidden cases, whose
  // time or memory would tell their inputs. An Accepted one's are totals over every case.
  const counted = failed
    ? cases.filter((result, index) => !(hidden[index] && result.verdict === 'Passed'))
    : cases;
  return {
    verdict: failed || compileError ? 'Not Accepted' : 'Accepted',
    reason: compileError ? 'Compilation Error' : (failed?.reason ?? null),
    compileError,
    diagnostics,
    cases,
    passed: cases.filter((result) => result.verdict === 'Passed').length,
    total: cases.length,
    timeMs: Math.max(0, ...counted.map((result) => result.timeMs)),
    memoryKb: Math.max(0, ...counted.map((result) => result.memoryKb)),
  };
}

/**
 * Judges one submission: compiles once, feeds the cases one at a time (one process for function
 * and class problems, one per case for stdio), checks each output and gives per-case and overall
 * verdicts. With `stopAtFirstFailure`, the cases after the first one that does not pass are
 * `Not Run`. A compile error is reported once, with no case results.
 * Throws LanguageUnavailableError, or CaseInputError for a case that does not fit the signature.
 */
export async function judge(request: JudgeRequest, options: JudgeOptions): Promise<JudgeResult> {
  const language = await requireLanguage(request.language);
  const limits = { ...defaultLimits, ...request.limits };
  const checker = checkers[request.checker ?? 'exact'];
  const { signature } = request;
  if (signature.kind !== 'stdio') {
    // Fail on a malformed case before spending a compile on it. Checking a case is encoding it:
    // the encoding is kept for runBatch, which feeds it (and for the next submission).
    request.cases.forEach((testCase, index) => {
      try {
        encodedCases.get(signature, testCase.input);
      } catch (error) {
        if (!(error instanceof CaseInputError)) throw error;
        throw new CaseInputError(`Case ${index + 1}: ${error.message}`);
      }
    });
  }
  const generator = generators[language.id];
  const program =
    signature.kind === 'stdio'
      ? generator.program(request.code)
      : generator.harness(signature, request.code);
  const files = learnerFiles(program, request.code);
  const compileFailure = (message: string) =>
    summarize([], message, parseDiagnostics(message, files));
  options.onProgress?.({ stage: 'compiling' });
  const compiled = await compileProgram(language, program, options);
  if (!compiled.ok) {
    const explained = await explainCompileFailure(
      language,
      program,
      request.code,
      compiled.message,
      options,
    );
    return summarize([], explained.message, explained.diagnostics);
  }
  const diagnostics = parseDiagnostics(compiled.warnings, files);
  const total = request.cases.length;
  options.onProgress?.({ stage: 'running', done: 0, total });
  const results: CaseResult[] = [];
  /** Checks one case as soon as it ran; false stops the feeding. */
  const onCase = (run: CaseRun): boolean => {
    const testCase = request.cases[results.length]!;
    const result = toCaseResult(run, testCase, checker);
    results.push(result);
    options.onProgress?.({ stage: 'running', done: results.length, total });
    return !(request.stopAtFirstFailure && result.verdict !== 'Passed');
  };
  if (signature.kind === 'stdio') {
    const timeLimitMs = caseTimeMs(language, limits);
    const budgetMs = submissionWallBudgetMs(language, limits, total);
    const startedAt = Date.now();
    for (const testCase of request.cases) {
      const wallLeftMs = budgetMs - (Date.now() - startedAt);
      if (wallLeftMs <= 0) {
        if (!onCase(failedRun('Time Limit Exceeded', messages.submissionOutOfTime))) break;
        continue;
      }
      const run = {
        program,
        artifacts: compiled.artifacts,
        stdin: testCase.input,
        wallMs: Math.max(1, Math.min(timeLimitMs * 2 + 2000, wallLeftMs)),
      };
      const outcome = await runStdioCase(language, run, limits, timeLimitMs, options);
      if (outcome.outcome === 'Compilation Error') return compileFailure(outcome.error);
      if (!onCase(outcome)) break;
    }
  } else {
    const batch = { language, signature, program, artifacts: compiled.artifacts, limits };
    const outcome = await runBatch(
      { ...batch, inputs: request.cases.map((testCase) => testCase.input), onCase },
      options,
    );
    if (!outcome.loadFailure && request.stopAtFirstFailure) {
      await showFailureAlone(
        request,
        results,
        async (input) => {
          let alone: CaseRun | null = null;
          await runBatch(
            { ...batch, inputs: [input], onCase: (run) => ((alone = run), false) },
            options,
          );
          return alone;
        },
        (run, testCase) => toCaseResult(run, testCase, checker),
      );
    }
    if (outcome.loadFailure) {
      const { status, message } = outcome.loadFailure;
      if (status === 'ce') return compileFailure(message);
      // An exception at top level: every case would fail the same way.
      const failed = failedRun('Runtime Error', message);
      for (const testCase of request.cases) {
        results.push(toCaseResult(failed, testCase, checker));
        if (request.stopAtFirstFailure) break;
      }
    }
  }
  const cases = request.cases.map(
    (testCase, index) => results[index] ?? notRunCase(testCase.expected),
  );
  return summarize(
    cases,
    null,
    diagnostics,
    request.cases.map((testCase) => testCase.hidden === true),
  );
}

/**
 * The one hidden case a learner is shown is the first failing one. When the process had already
 * seen earlier hidden cases, anything it did there could carry those inputs out: its answer, its
 * prints, its exit, its time, its peak memory (the process's, so far), even whether it failed by
 * time or by answer. So everything shown of that case (verdict, reason, output, stdout, stderr,
 * error, time, memory) comes from a rerun of that case alone, in a fresh process. A case that
 * passes alone is shown as a Wrong Answer in sequence with the rerun's figures and a word on why.
 */
async function showFailureAlone(
  request: JudgeRequest,
  results: CaseResult[],
  runAlone: (input: string) => Promise<CaseRun | null>,
  check: (run: CaseRun, testCase: JudgeRequest['cases'][number]) => CaseResult,
): Promise<void> {
  const failed = results.findIndex((result) => result.verdict !== 'Passed');
  const testCase = request.cases[failed];
  if (!testCase?.hidden) return;
  if (!request.cases.slice(0, failed).some((earlier) => earlier.hidden)) return;
  const alone = await runAlone(testCase.input);
  const shown = check(alone ?? failedRun('Runtime Error', ''), testCase);
  results[failed] =
    shown.verdict === 'Passed'
      ? {
          ...shown,
          verdict: 'Failed',
          reason: 'Wrong Answer',
          error: messages.passesWhenRunAlone,
        }
      : shown;
}
