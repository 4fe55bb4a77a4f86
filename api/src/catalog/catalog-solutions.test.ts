import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judge, offeredLanguages, ProcessSandbox } from '@zencode/shared/judge';
import { describe, expect, it } from 'vitest';
import { defaultCatalogDir, readCatalog } from './read-catalog.ts';
import { solutionCode, solutionFiles } from './solution-files.ts';

/**
 * The shipped problems as data: every solutions/<reference|wrong[-kind]>.<ext> of six problems
 * (a tree, a class design, an in-place array, a linked list, a function and a stdio problem),
 * judged on all the problem's cases in the process sandbox: references must be Accepted, known-wrong
 * ones must get Wrong Answer. `npm run catalog:check` judges the whole catalogue through the real
 * sandbox.
 */
const judgeSuiteProblems = [
  'maximum-depth-of-binary-tree',
  'min-stack',
  'move-zeroes',
  'reverse-linked-list',
  'two-sum',
  'zen-garden-sum',
];
const problems = readCatalog(defaultCatalogDir, judgeSuiteProblems);
const solutions = problems.flatMap((problem) =>
  solutionFiles(join(defaultCatalogDir, problem.slug)).map((solution) => ({
    ...solution,
    problem,
    slug: problem.slug,
  })),
);

describe('catalog solutions', () => {
  const cacheDir = join(tmpdir(), 'zencode-judge-test-cache');
  mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
  const context = { sandbox: new ProcessSandbox(), cacheDir };

  it('has a reference in every language and a known-wrong solution for every problem', () => {
    expect(problems.map((problem) => problem.slug).sort()).toEqual(judgeSuiteProblems);
    for (const slug of judgeSuiteProblems) {
      const files = solutions.filter((solution) => solution.slug === slug);
      const references = files.filter((file) => file.kind === 'reference');
      const problem = problems.find((one) => one.slug === slug)!;
      expect(references.map((file) => file.language).sort(), slug).toEqual(
        offeredLanguages(problem.signature).sort(),
      );
      expect(
        files.some((file) => file.kind === 'wrong'),
        slug,
      ).toBe(true);
    }
  });

  it.each(solutions)(
    '$slug $file',
    async ({ problem, kind, language, ...file }) => {
      const result = await judge(
        {
          language,
          signature: problem.signature,
          checker: problem.checker,
          limits: problem.limits,
          code: solutionCode({ kind, language, ...file }),
          cases: problem.cases.map((testCase) => ({
            input: testCase.input,
            expected: testCase.output,
          })),
        },
        context,
      );
      const firstFailure = result.cases.find((testCase) => testCase.verdict !== 'Passed');
      if (kind === 'reference') {
        expect(result.verdict, JSON.stringify({ compile: result.compileError, firstFailure })).toBe(
          'Accepted',
        );
        expect(result.passed).toBe(problem.cases.length);
      } else {
        expect(result.verdict).toBe('Not Accepted');
        expect(result.reason).toBe('Wrong Answer');
      }
    },
    180_000,
  );
});
