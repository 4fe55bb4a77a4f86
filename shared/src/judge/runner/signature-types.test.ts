import { describe, expect, it } from 'vitest';
import { languageIds } from '../../contract/signature.ts';
import { bankCase, bankSignature, bankSolutions } from './class-design-fixture.ts';
import { judge } from './judge.ts';
import { shapeFixtures } from './signature-shape-fixtures.ts';
import { typeFixtures } from './signature-type-fixtures.ts';
import { testJudgeContext } from './test-judge-context.ts';

/** Types beyond the catalogue (long, double, bool, char, string[], 2-D, lists, ListNode[], TreeNode). */
describe.each(languageIds)('signature types in %s', (language) => {
  const context = testJudgeContext();

  it.each(
    [...typeFixtures, ...shapeFixtures].map(
      (fixture) => [fixture.signature.name, fixture] as const,
    ),
  )(
    '%s',
    async (_name, fixture) => {
      const result = await judge(
        {
          language,
          signature: fixture.signature,
          cases: fixture.cases.map((testCase) => ({
            input: testCase.input,
            expected: testCase.expected,
          })),
          code: fixture.solutions[language],
        },
        context,
      );
      const seen = result.cases.map(
        (testCase) => testCase.output || `${testCase.reason}: ${testCase.error}`,
      );
      expect(seen, result.compileError ?? '').toEqual(
        fixture.cases.map((testCase) => testCase.expected),
      );
    },
    120_000,
  );
});

describe.each(languageIds)('class design in %s', (language) => {
  it('passes constructor arguments and returns booleans, longs and arrays from methods', async () => {
    const result = await judge(
      { language, signature: bankSignature, cases: [bankCase], code: bankSolutions[language] },
      testJudgeContext(),
    );
    expect(result.cases[0]!.output, result.compileError ?? result.cases[0]!.error).toBe(
      bankCase.expected,
    );
    expect(result.verdict).toBe('Accepted');
  }, 120_000);
});
