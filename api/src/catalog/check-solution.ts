import type { LanguageId } from '@zencode/shared/contract';
import { getLanguage, judge, type JudgeOptions, type JudgeResult } from '@zencode/shared/judge';
import type { CatalogProblem } from './read-catalog.ts';
import { solutionCode, type SolutionFile } from './solution-files.ts';

/** How one solution file fared. `ok`: a reference was Accepted, a known-wrong one was not. */
export interface SolutionCheck {
  slug: string;
  file: string;
  kind: SolutionFile['kind'];
  language: LanguageId;
  ok: boolean;
  /** `Accepted` or the judge's failure reason (`Wrong Answer`, `Time Limit Exceeded`, …). */
  verdict: string;
  /** Slowest case in ms (CPU). */
  timeMs: number;
  /** Why a check failed: the first failing case and what the judge said. */
  detail: string;
  /** Wall time the check took. */
  seconds: number;
  /**
   * A known-wrong solution that times out: how many times its limit its slowest case took (at
   * least `timeLimitMargin` when it ran out of even that much time).
   */
  margin?: number;
}

/**
 * A known-wrong solution expected to exceed the time limit must exceed it this many times over,
 * so that a machine two or three times faster than ours still times it out: its cases run with
 * this many times the problem's limit, and one that finishes within it is reported with its margin.
 */
export const timeLimitMargin = 3;

/**
 * Known-wrong solutions run the largest cases first, in chunks of 1, 2, 4, … cases, and stop at
 * the first chunk that fails: a brute force then times out on one large case instead of on all of
 * them, and an off-by-one usually fails within the first few cases.
 */
export function wrongSolutionChunks(inputs: string[]): number[][] {
  const order = inputs
    .map((input, index) => ({ index, size: input.length }))
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .map((entry) => entry.index);
  const chunks: number[][] = [];
  for (let start = 0, size = 1; start < order.length; start += size, size *= 2)
    chunks.push(order.slice(start, start + size));
  return chunks;
}

/** A known-wrong solution's case that passed, slower than its limit but not by the margin. */
interface SlowCase {
  margin: number;
  caseNumber: number;
}

/** The first failing case in words; `caseNumber` maps a judged case to its place in cases.json. */
function firstFailure(
  result: JudgeResult,
  caseNumber: (index: number) => number = (index) => index,
): string {
  if (result.compileError) return result.compileError.split('\n').slice(0, 6).join('\n');
  const index = result.cases.findIndex((testcase) => testcase.verdict !== 'Passed');
  if (index === -1) return '';
  const failed = result.cases[index]!;
  const clip = (text: string | null) =>
    text && text.length > 200 ? `${text.slice(0, 200)}…` : (text ?? '');
  const said = failed.error || failed.stderr;
  return `case ${caseNumber(index)}: ${failed.reason}${said ? `: ${clip(said)}` : ''}${
    failed.reason === 'Wrong Answer'
      ? ` (expected ${clip(failed.expected)}, got ${clip(failed.output)})`
      : ''
  }`;
}

/**
 * Judges one solution of a catalogue problem through the real judge with the problem's own
 * limits. A reference runs every case at once and must be Accepted. A known-wrong one must
 * compile and then fail some case: it runs a few cases at a time and stops at the first failure,
 * so that a brute force does not spend the time limit on every large case.
 */
export async function checkSolution(
  problem: CatalogProblem,
  solution: SolutionFile,
  context: JudgeOptions,
): Promise<SolutionCheck> {
  const started = Date.now();
  const code = solutionCode(solution);
  const cases = problem.cases.map((testcase) => ({
    input: testcase.input,
    expected: testcase.output,
  }));
  const run = (slice: typeof cases, limits = problem.limits, stopAtFirstFailure = false) =>
    judge(
      {
        language: solution.language,
        signature: problem.signature,
        checker: problem.checker,
        limits,
        code,
        cases: slice,
        stopAtFirstFailure,
      },
      context,
    );
  const base = {
    slug: problem.slug,
    file: solution.file,
    kind: solution.kind,
    language: solution.language,
  };
  const seconds = () => (Date.now() - started) / 1000;
  if (solution.kind === 'reference') {
    const result = await run(cases);
    const ok = result.verdict === 'Accepted';
    return {
      ...base,
      ok,
      verdict: ok ? 'Accepted' : result.reason!,
      timeMs: result.timeMs,
      detail: ok ? '' : firstFailure(result),
      seconds: seconds(),
    };
  }
  // The language's own limit per case: a case slower than it would time out when judged.
  const limitMs = Math.round(problem.limits.timeMs * getLanguage(solution.language).timeMultiplier);
  const generous = { ...problem.limits, timeMs: problem.limits.timeMs * timeLimitMargin };
  let timeMs = 0;
  let slowest: SlowCase | null = null;
  for (const chunk of wrongSolutionChunks(cases.map((testcase) => testcase.input))) {
    const result = await run(
      chunk.map((index) => cases[index]!),
      generous,
      true,
    );
    timeMs = Math.max(timeMs, result.timeMs);
    if (result.compileError) {
      return {
        ...base,
        ok: false,
        verdict: 'Compilation Error',
        timeMs,
        detail: `a known-wrong solution must compile and fail on a case: ${firstFailure(result)}`,
        seconds: seconds(),
      };
    }
    // A case that passed, but slower than the real limit, would time out when judged: it counts
    // as a time-out only with the margin, and a case that fails for another reason still wins.
    for (const [index, testcase] of result.cases.entries()) {
      if (testcase.verdict !== 'Passed' || testcase.timeMs <= limitMs) continue;
      const margin = testcase.timeMs / limitMs;
      if (!slowest || margin > slowest.margin) slowest = { margin, caseNumber: chunk[index]! };
    }
    if (result.verdict !== 'Accepted') {
      const timedOut = result.reason === 'Time Limit Exceeded';
      return {
        ...base,
        ok: true,
        verdict: result.reason!,
        timeMs,
        detail: firstFailure(result, (index) => chunk[index]!),
        seconds: seconds(),
        ...(timedOut ? { margin: timeLimitMargin } : {}),
      };
    }
  }
  if (slowest) {
    const found = slowest;
    return {
      ...base,
      ok: false,
      verdict: 'Time Limit Exceeded',
      timeMs,
      margin: found.margin,
      detail:
        `a known-wrong solution that times out must take at least ${timeLimitMargin}× its limit: ` +
        `case ${found.caseNumber} took ${found.margin.toFixed(2)}× its ${limitMs} ms, so a faster ` +
        `machine may accept it; give it a larger case or make it fail another way`,
      seconds: seconds(),
    };
  }
  return {
    ...base,
    ok: false,
    verdict: 'Accepted',
    timeMs,
    detail: 'a known-wrong solution passed every case: the cases do not catch it',
    seconds: seconds(),
  };
}
