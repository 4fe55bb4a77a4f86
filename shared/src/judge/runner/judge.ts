import { checkers } from '../checkers/index.ts';
import { getLanguage, type Language, toolchainVersion } from '../languages/index.ts';
import { CaseInputError } from '../protocol/case-input-error.ts';
import { validateCaseInput } from '../protocol/validate-case-input.ts';
import { generators } from '../signature/index.ts';
import type { CaseRun } from './case-run.ts';
import { toCaseResult } from './case-result.ts';
import { compileProgram } from './compile-program.ts';
import type { CaseResult, JudgeOptions, JudgeRequest, JudgeResult } from './judge-types.ts';
import { LanguageUnavailableError } from './language-unavailable-error.ts';
import { runBatch } from './run-batch.ts';
import { caseTimeMs, defaultLimits } from './run-limits.ts';
import { runStdioCase } from './run-stdio-case.ts';

/** Throws LanguageUnavailableError when this machine lacks the language's toolchain. */
export async function requireLanguage(id: JudgeRequest['language']): Promise<Language> {
  const language = getLanguage(id);
  if ((await toolchainVersion(language)) === null) throw new LanguageUnavailableError(language);
  return language;
}

function summarize(cases: CaseResult[], compileError: string | null): JudgeResult {
  const failed = cases.find((result) => result.verdict !== 'Passed');
  return {
    verdict: failed || compileError ? 'Not Accepted' : 'Accepted',
    reason: compileError ? 'Compilation Error' : (failed?.reason ?? null),
    compileError,
    cases,
    passed: cases.filter((result) => result.verdict === 'Passed').length,
    total: cases.length,
    timeMs: Math.max(0, ...cases.map((result) => result.timeMs)),
    memoryKb: Math.max(0, ...cases.map((result) => result.memoryKb)),
  };
}

function everyCase(
  request: JudgeRequest,
  reason: 'Compilation Error' | 'Runtime Error',
  message: string,
): CaseResult[] {
  return request.cases.map((testCase) => ({
    verdict: 'Error' as const,
    reason,
    output: '',
    expected: testCase.expected ?? null,
    stdout: '',
    stderr: '',
    error: message,
    timeMs: 0,
    memoryKb: 0,
  }));
}

/**
 * Judges one submission: compiles once, runs every case (one process for function and class
 * problems, one per case for stdio), checks each output and gives per-case and overall verdicts.
 * Throws LanguageUnavailableError, or CaseInputError for a case that does not fit the signature.
 */
export async function judge(request: JudgeRequest, options: JudgeOptions): Promise<JudgeResult> {
  const language = await requireLanguage(request.language);
  const limits = { ...defaultLimits, ...request.limits };
  const checker = checkers[request.checker ?? 'exact'];
  const { signature } = request;
  if (signature.kind !== 'stdio') {
    // Fail on a malformed case before spending a compile on it.
    request.cases.forEach((testCase, index) => {
      const problem = validateCaseInput(signature, testCase.input);
      if (problem) throw new CaseInputError(`Case ${index + 1}: ${problem}`);
    });
  }
  const generator = generators[language.id];
  const program =
    signature.kind === 'stdio'
      ? generator.program(request.code)
      : generator.harness(signature, request.code);
  options.onProgress?.({ stage: 'compiling' });
  const compiled = await compileProgram(language, program, options);
  if (!compiled.ok)
    return summarize(everyCase(request, 'Compilation Error', compiled.message), compiled.message);
  const total = request.cases.length;
  options.onProgress?.({ stage: 'running', done: 0, total });
  let runs: CaseRun[];
  if (signature.kind === 'stdio') {
    runs = [];
    for (const testCase of request.cases) {
      const run = { program, artifacts: compiled.artifacts, stdin: testCase.input };
      runs.push(await runStdioCase(language, run, limits, caseTimeMs(language, limits), options));
      options.onProgress?.({ stage: 'running', done: runs.length, total });
    }
    const syntaxError = runs.find((run) => run.outcome === 'Compilation Error');
    if (syntaxError)
      return summarize(
        everyCase(request, 'Compilation Error', syntaxError.error),
        syntaxError.error,
      );
  } else {
    const outcome = await runBatch(
      {
        language,
        signature,
        program,
        artifacts: compiled.artifacts,
        inputs: request.cases.map((testCase) => testCase.input),
        limits,
        onCase: (done) => options.onProgress?.({ stage: 'running', done, total }),
      },
      options,
    );
    if (outcome.runs === null) {
      const { status, message } = outcome.loadFailure;
      return status === 'ce'
        ? summarize(everyCase(request, 'Compilation Error', message), message)
        : summarize(everyCase(request, 'Runtime Error', message), null);
    }
    runs = outcome.runs;
  }
  return summarize(
    runs.map((run, index) => toCaseResult(run, request.cases[index]!.expected, checker)),
    null,
  );
}
