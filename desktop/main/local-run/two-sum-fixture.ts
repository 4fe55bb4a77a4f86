import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { problemFullSchema, type ProblemFull, type Testcase } from '@zencode/shared/contract';
import { languageForExtension } from '@zencode/shared/rules';
import { catalogSolution } from '../../../api/src/catalog/index.ts';

const catalogDir = join(import.meta.dirname, '..', '..', '..', 'api', 'catalog', 'two-sum');

/** Two Sum as the API serves it to the desktop (the shipped catalogue's files), for tests. */
export function twoSumFixture(): { full: ProblemFull; publicCases: Testcase[] } {
  const problem = JSON.parse(readFileSync(join(catalogDir, 'problem.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const cases = JSON.parse(readFileSync(join(catalogDir, 'cases.json'), 'utf8')) as {
    input: string;
    output: string;
    public: boolean;
  }[];
  return {
    full: problemFullSchema.parse({
      problem: {
        _id: 'two-sum',
        name: problem.name,
        statement: readFileSync(join(catalogDir, 'statement.md'), 'utf8'),
        code: '',
        difficulty: problem.difficulty,
        tags: problem.tags,
      },
      details: {
        problemId: 'two-sum',
        constraints: problem.constraints,
        examples: problem.examples,
        signature: problem.signature,
        checker: problem.checker,
        limits: problem.limits,
        boilerplate: {},
      },
    }),
    publicCases: cases
      .filter((testcase) => testcase.public)
      .map((testcase, position) => ({
        _id: `case-${position}`,
        problemId: 'two-sum',
        input: testcase.input,
        output: testcase.output,
        isPublic: true,
        position,
      })),
  };
}

/**
 * A catalogue solution of Two Sum (`reference` or `wrong`) in a language's file extension; the
 * JavaScript reference is made from reference.ts, as the catalogue makes it.
 */
export function twoSumSolution(kind: 'reference' | 'wrong', extension: string): string {
  const language = languageForExtension(extension);
  if (!language) throw new Error(`no language has the file extension .${extension}`);
  return catalogSolution('two-sum', kind, language);
}
