import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LanguageId, Signature } from '../../contract/signature.ts';
import { judge } from './judge.ts';
import { testJudgeContext } from './test-judge-context.ts';

/**
 * The shipped problems as data: every api/catalog/<slug>/solutions/<reference|wrong[-kind]>.<ext>
 * is judged on all the problem's cases; references must be Accepted, known-wrong ones must not
 * (`wrong` with Wrong Answer; `wrong-brute` and the like for any reason, e.g. the time limit).
 */
const catalogDir = new URL('../../../../api/catalog/', import.meta.url).pathname;
const extensions: Record<string, LanguageId> = {
  cpp: 'cpp',
  c: 'c',
  py: 'python',
  js: 'javascript',
  java: 'java',
};

// The first six problems, with a solution pair in every language; `npm run catalog:check` judges
// the whole catalogue (every reference and known-wrong file) through the real sandbox.
const judgeSuiteProblems = [
  'maximum-depth-of-binary-tree',
  'min-stack',
  'move-zeroes',
  'reverse-linked-list',
  'two-sum',
  'zen-garden-sum',
];
const solutions = readdirSync(catalogDir, { withFileTypes: true })
  .filter((entry) => judgeSuiteProblems.includes(entry.name))
  .filter((entry) => entry.isDirectory() && existsSync(join(catalogDir, entry.name, 'solutions')))
  .flatMap((entry) =>
    readdirSync(join(catalogDir, entry.name, 'solutions'))
      .map((file) => /^(reference|wrong(?:-[\w-]+)?)\.(\w+)$/.exec(file))
      .filter((match) => match !== null && match[2]! in extensions)
      .map((match) => ({
        slug: entry.name,
        kind: match![1]!,
        file: match![0],
        language: extensions[match![2]!]!,
      })),
  );

describe('catalog solutions', () => {
  const context = testJudgeContext();

  it('has a reference in all five languages and a known-wrong solution for every problem', () => {
    const slugs = new Set(solutions.map((solution) => solution.slug));
    expect(slugs.size).toBeGreaterThanOrEqual(6);
    for (const slug of slugs) {
      const files = solutions.filter((solution) => solution.slug === slug);
      const references = files
        .filter((file) => file.kind === 'reference')
        .map((file) => file.language);
      expect(references.sort(), slug).toEqual(Object.values(extensions).sort());
      expect(
        files.some((file) => file.kind.startsWith('wrong')),
        slug,
      ).toBe(true);
    }
  });

  it.each(solutions)(
    '$slug $file',
    async ({ slug, kind, file, language }) => {
      const problem = JSON.parse(readFileSync(join(catalogDir, slug, 'problem.json'), 'utf8')) as {
        signature: Signature;
        checker?: 'exact';
        limits?: { timeMs: number; memoryMb: number };
      };
      const cases = JSON.parse(readFileSync(join(catalogDir, slug, 'cases.json'), 'utf8')) as {
        input: string;
        output: string;
      }[];
      const result = await judge(
        {
          language,
          signature: problem.signature,
          checker: problem.checker,
          limits: problem.limits,
          code: readFileSync(join(catalogDir, slug, 'solutions', file), 'utf8'),
          cases: cases.map((testCase) => ({ input: testCase.input, expected: testCase.output })),
        },
        context,
      );
      const firstFailure = result.cases.find((testCase) => testCase.verdict !== 'Passed');
      if (kind === 'reference') {
        expect(result.verdict, JSON.stringify({ compile: result.compileError, firstFailure })).toBe(
          'Accepted',
        );
        expect(result.passed).toBe(cases.length);
      } else {
        expect(result.verdict).toBe('Not Accepted');
        expect(result.reason).toBe('Wrong Answer');
      }
    },
    180_000,
  );
});
