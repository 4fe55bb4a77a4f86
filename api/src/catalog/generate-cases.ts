import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constraintModules, constraintValidator } from '@zencode/shared/catalog';
import { judge, validateCase, type JudgeOptions } from '@zencode/shared/judge';
import { calibratedTimeMs, limitsMarkdown, type ReferenceTiming } from './calibrate-limits.ts';
import { exampleProblems } from './example-problems.ts';
import { catalogProblemSchema, type CatalogCase } from './catalog-schema.ts';
import { runGenerator } from './run-generator.ts';
import { preferredReference, solutionCode, solutionFiles } from './solution-files.ts';

/** Generous limits for computing answers and timing references: they must never get in the way. */
const referenceLimitsMs = 10_000;

export interface GenerateReport {
  slug: string;
  cases: number;
  publicCases: number;
  bytes: number;
  /** The reference whose answers became the expected outputs. */
  reference: string;
  timings: ReferenceTiming[];
  timeMs: number;
}

/** A problem folder that cannot be generated; the message names the file and what is wrong. */
export class GenerateError extends Error {
  override name = 'GenerateError';
}

/**
 * Regenerates one problem folder: runs generate.py for the inputs, computes every expected output
 * with the fastest reference solution through the judge, checks the examples against the public
 * cases, times every reference to set `limits.timeMs`, and writes cases.json, problem.json's
 * limit and limits.md. `shown` is the folder as messages name it (api/catalog/two-sum).
 */
export async function generateCases(
  dir: string,
  shown: string,
  context: JudgeOptions,
): Promise<GenerateReport> {
  const slug = shown.split('/').pop()!;
  const problemPath = join(dir, 'problem.json');
  const problemText = readFileSync(problemPath, 'utf8');
  const parsed = catalogProblemSchema.safeParse(JSON.parse(problemText));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GenerateError(`${shown}/problem.json: ${issue.path.join('.')}: ${issue.message}`);
  }
  const problem = parsed.data;
  const inputs = await runGenerator(dir, `${shown}/generate.py`);
  inputs.forEach((testcase, index) => {
    const problemText = validateCase(problem.signature, { input: testcase.input });
    if (problemText) throw new GenerateError(`${shown}/generate.py: case ${index}: ${problemText}`);
  });
  // Before any output is computed: a case outside the stated constraints is the generator's
  // mistake (lines about the answer are checked by catalog:check, once outputs exist).
  const validator = constraintValidator(problem, constraintModules[slug]);
  inputs.forEach((testcase, index) => {
    const [fault] = validator.validate({ input: testcase.input });
    if (fault)
      throw new GenerateError(
        `${shown}/generate.py: case ${index} breaks ${fault.line === null ? 'its input' : `"${fault.line}"`}: ${fault.fault}`,
      );
  });

  const solutions = solutionFiles(dir);
  const reference = preferredReference(solutions);
  if (!reference) throw new GenerateError(`${shown}/solutions: no reference.<ext> solution`);
  const limits = { timeMs: referenceLimitsMs, memoryMb: problem.limits.memoryMb };
  const answered = await judge(
    {
      language: reference.language,
      signature: problem.signature,
      checker: problem.checker,
      limits,
      code: solutionCode(reference),
      cases: inputs.map((testcase) => ({ input: testcase.input })),
    },
    context,
  );
  if (answered.compileError)
    throw new GenerateError(`${shown}/solutions/${reference.file}: ${answered.compileError}`);
  const cases: CatalogCase[] = inputs.map((testcase, index) => {
    const result = answered.cases[index]!;
    if (result.verdict !== 'Passed') {
      throw new GenerateError(
        `${shown}/solutions/${reference.file}: case ${index}: ${result.reason}: ${result.error || result.stderr}`.trim(),
      );
    }
    const output = problem.signature.kind === 'stdio' ? result.output.trimEnd() : result.output;
    return { input: testcase.input, output, public: testcase.public };
  });
  const exampleErrors = exampleProblems(problem, cases);
  if (exampleErrors.length > 0)
    throw new GenerateError(
      exampleErrors.map((line) => `${shown}/problem.json: ${line}`).join('\n'),
    );

  const timings: ReferenceTiming[] = [];
  for (const solution of solutions.filter((file) => file.kind === 'reference')) {
    const result = await judge(
      {
        language: solution.language,
        signature: problem.signature,
        checker: problem.checker,
        limits,
        code: solutionCode(solution),
        cases: cases.map((testcase) => ({ input: testcase.input, expected: testcase.output })),
      },
      context,
    );
    if (result.verdict !== 'Accepted') {
      const failed = result.cases.findIndex((testcase) => testcase.verdict !== 'Passed');
      throw new GenerateError(
        `${shown}/solutions/${solution.file}: case ${failed}: ${result.reason} (expected outputs come from ${reference.file})`,
      );
    }
    timings.push({ language: solution.language, file: solution.file, slowestMs: result.timeMs });
  }
  const timeMs = calibratedTimeMs(timings);

  const casesText = `${JSON.stringify(cases, null, 2)}\n`;
  writeFileSync(join(dir, 'cases.json'), casesText);
  writeFileSync(problemPath, withTimeLimit(problemText, timeMs, `${shown}/problem.json`));
  writeFileSync(
    join(dir, 'limits.md'),
    limitsMarkdown(problem.name, cases.length, timings, timeMs),
  );
  return {
    slug,
    cases: cases.length,
    publicCases: cases.filter((testcase) => testcase.public).length,
    bytes: Buffer.byteLength(casesText),
    reference: reference.file,
    timings,
    timeMs,
  };
}

/** problem.json with its time limit replaced, the rest of the text (and its layout) untouched. */
export function withTimeLimit(text: string, timeMs: number, shown: string): string {
  if (/"timeMs"\s*:\s*\d+/.test(text)) return text.replace(/("timeMs"\s*:\s*)\d+/, `$1${timeMs}`);
  if (/"limits"\s*:/.test(text))
    return text.replace(/("limits"\s*:\s*\{)/, `$1 "timeMs": ${timeMs},`);
  if (!/\}\s*$/.test(text)) throw new GenerateError(`${shown}: not a JSON object`);
  return text.replace(/\s*\}\s*$/, `,\n  "limits": { "timeMs": ${timeMs}, "memoryMb": 256 }\n}\n`);
}
