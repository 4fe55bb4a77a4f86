import type { LanguageId } from '@zencode/shared/contract';
import { LANGUAGE_LABELS } from '@zencode/shared/contract';
import { getLanguage, judge, type CaseResult, type Sandbox } from '@zencode/shared/judge';
import { displayNewlines } from '@zencode/shared/rules';
import { firstDifference } from './first-difference.ts';
import { lintCode } from './lint-code.ts';
import { neededComplexity } from './needed-complexity.ts';
import type { ReviewProblem } from './review-context.ts';

export interface BuiltinReviewRequest {
  language: LanguageId;
  code: string;
  problem: ReviewProblem | null;
}

export interface ReviewJudge {
  sandbox: Sandbox;
  /** The judge's compile cache (artifacts and the C++ precompiled header). */
  cacheDir: string;
  /** Its cap (JUDGE_CACHE_MB). */
  cacheMaxBytes?: number;
}

/** Cases shown in full; more failures are only counted, to keep the review readable. */
const shownFailures = 3;
/** Longest value quoted from a case; big inputs are cut. */
const quoteChars = 600;

function fence(text: string, language = ''): string {
  const body = text.length > quoteChars ? `${text.slice(0, quoteChars)}\n...` : text;
  const ticks = body.includes('```') ? '````' : '```';
  return `${ticks}${language}\n${body}\n${ticks}`;
}

function countWarnings(diagnostics: string): number {
  return (diagnostics.match(/\bwarning\b/gi) ?? []).length;
}

function diagnosticsSection(ok: boolean, diagnostics: string, language: LanguageId): string {
  const label = LANGUAGE_LABELS[language];
  if (!ok) {
    return [
      '## Compiler',
      `The ${label} compiler rejects the code, so nothing can run yet. Fix the first error below; later ones often follow from it.`,
      fence(diagnostics || 'The compiler gave no message.'),
    ].join('\n\n');
  }
  if (diagnostics === '') {
    return `## Compiler\n\nThe code compiles cleanly with warnings on (${getLanguage(language).lint.description}).`;
  }
  const warnings = countWarnings(diagnostics);
  return [
    '## Compiler',
    `The code compiles, but with ${warnings === 1 ? 'a warning' : warnings > 1 ? `${warnings} warnings` : 'remarks'} (${getLanguage(language).lint.description}). Warnings often point at the bug: an unused variable, a comparison between signed and unsigned, a missing return.`,
    fence(diagnostics),
  ].join('\n\n');
}

function describeFailure(result: CaseResult, input: string, number: number): string {
  const lines = [
    `### Example ${number}: ${result.reason ?? result.verdict}`,
    '',
    'Input:',
    fence(displayNewlines(input)),
  ];
  if (result.reason === 'Wrong Answer') {
    lines.push('Expected:', fence(displayNewlines(result.expected ?? '')));
    lines.push('Your answer:', fence(result.output === '' ? '(nothing)' : result.output));
    const difference = firstDifference(displayNewlines(result.expected ?? ''), result.output);
    if (difference) lines.push(difference);
  } else if (result.error) {
    lines.push('What happened:', fence(result.error));
  }
  if (result.stdout.trim() !== '') lines.push('Printed:', fence(result.stdout.trim()));
  if (result.stderr.trim() !== '' && result.stderr.trim() !== result.error.trim())
    lines.push('Standard error:', fence(result.stderr.trim()));
  return lines.join('\n\n');
}

const hints: Partial<Record<string, string>> = {
  'Wrong Answer':
    'Walk through the failing input by hand and compare each step with your code; edge cases (empty input, one element, duplicates, negative numbers) are the usual suspects.',
  'Time Limit Exceeded':
    'The program is too slow or never stops: look for a loop whose condition never changes, or a nested loop that a hash map or sorting would replace.',
  'Memory Limit Exceeded':
    'The program uses too much memory: look for a structure that grows on every step, or a recursion that never reaches its base case.',
  'Runtime Error':
    'The program crashed: check indexes against the array bounds, null or empty values, and division by zero.',
  'Output Limit Exceeded': 'The program prints far too much: remove debugging prints inside loops.',
};

async function testsSection(
  request: BuiltinReviewRequest & { problem: ReviewProblem },
  tools: ReviewJudge,
): Promise<string> {
  const { problem } = request;
  const cases = problem.publicCases.map((testcase) => ({
    input: testcase.input,
    expected: testcase.output,
  }));
  if (cases.length === 0) return '';
  const result = await judge(
    {
      language: request.language,
      signature: problem.details.signature,
      checker: problem.details.checker,
      limits: problem.details.limits,
      cases,
      code: request.code,
    },
    { sandbox: tools.sandbox, cacheDir: tools.cacheDir, cacheMaxBytes: tools.cacheMaxBytes },
  );
  if (result.compileError !== null) return '';
  const failures = result.cases
    .map((caseResult, index) => ({ caseResult, index }))
    .filter(({ caseResult }) => caseResult.verdict !== 'Passed');
  if (failures.length === 0) {
    return `## Examples\n\nAll ${result.total} public example${result.total === 1 ? '' : 's'} pass. Before submitting, think about the hidden cases: the largest inputs the constraints allow, and the smallest.`;
  }
  const reasons = new Set(failures.map(({ caseResult }) => caseResult.reason ?? 'Wrong Answer'));
  const parts = [
    '## Examples',
    `${result.passed} of ${result.total} public examples pass. ${failures.length === 1 ? 'This one fails' : 'These fail'}:`,
    ...failures
      .slice(0, shownFailures)
      .map(({ caseResult, index }) => describeFailure(caseResult, cases[index]!.input, index + 1)),
  ];
  if (failures.length > shownFailures)
    parts.push(`...and ${failures.length - shownFailures} more.`);
  const advice = [...reasons].map((reason) => hints[reason]).filter(Boolean);
  if (advice.length > 0) parts.push('## Where to look', ...advice.map((hint) => `- ${hint}`));
  return parts.join('\n\n');
}

/**
 * The review without a language model: the compiler's diagnostics with warnings on, then which
 * public examples fail and how (where the answer first differs), then the complexity the
 * problem's constraints need, as Markdown.
 */
export async function builtinReview(
  request: BuiltinReviewRequest,
  tools: ReviewJudge,
): Promise<string> {
  const signature = request.problem?.details.signature ?? { kind: 'stdio' as const };
  const lint = await lintCode(tools, { ...request, signature });
  const title = request.problem
    ? `# Review of your ${LANGUAGE_LABELS[request.language]} solution to ${request.problem.problem.name}`
    : `# Review of your ${LANGUAGE_LABELS[request.language]} code`;
  const sections = [title, diagnosticsSection(lint.ok, lint.diagnostics, request.language)];
  if (lint.ok && request.problem) {
    const tests = await testsSection({ ...request, problem: request.problem }, tools);
    if (tests) sections.push(tests);
  }
  const complexity = request.problem && neededComplexity(request.problem.details.constraints);
  if (complexity) sections.push(complexity);
  if (lint.ok && lint.diagnostics === '' && !request.problem) {
    sections.push(
      'Nothing to flag: the compiler is happy. Run the code with a few inputs of your own to check what it prints.',
    );
  }
  return sections.join('\n\n');
}
