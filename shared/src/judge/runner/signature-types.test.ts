import { beforeAll, describe, expect, it } from 'vitest';
import { languageIds } from '../../contract/signature.ts';
import { getLanguage, offersLanguage } from '../languages/index.ts';
import { bankCase, bankSignature, bankSolutions } from './class-design-fixture.ts';
import { codecReturnedInput } from '../signature/codec-text.ts';
import { judge } from './judge.ts';
import { stringsCodecFixture, treeCodecCheats } from './codec-fixtures.ts';
import { cloneGraphCheats, cloneGraphFixture } from './graph-fixtures.ts';
import { randomListCheats, randomListFixture } from './random-list-fixtures.ts';
import { shapeFixtures } from './signature-shape-fixtures.ts';
import { typeFixtures } from './signature-type-fixtures.ts';
import { testJudgeContext, warmUp } from './test-judge-context.ts';

const fixtures = [
  ...typeFixtures,
  ...shapeFixtures,
  stringsCodecFixture,
  randomListFixture,
  cloneGraphFixture,
];

describe('the fixtures', () => {
  it('solve each signature in exactly the languages it offers (no Rust for Node or cycleIn)', () => {
    for (const fixture of fixtures) {
      const offered = languageIds.filter((id) =>
        offersLanguage(getLanguage(id), fixture.signature),
      );
      expect(Object.keys(fixture.solutions).sort()).toEqual([...offered].sort());
    }
    const withoutRust = fixtures.filter((f) => !offersLanguage(getLanguage('rust'), f.signature));
    expect(withoutRust.map((fixture) => fixture.signature)).toEqual([
      shapeFixtures[1]!.signature,
      randomListFixture.signature,
      cloneGraphFixture.signature,
    ]);
  });
});

/** Types beyond the catalogue (long, double, bool, char, string[], 2-D, lists, ListNode[], TreeNode). */
describe.each(languageIds)('signature types in %s', (language) => {
  const context = testJudgeContext();
  // The language's prepared dir first, outside any test's time (Rust builds its crates: minutes
  // on a busy machine, once per cache dir).
  beforeAll(() => warmUp(language, context), 600_000);

  it.each(
    fixtures
      .filter((fixture) => offersLanguage(getLanguage(language), fixture.signature))
      .map(
        (fixture) =>
          [
            fixture.signature.kind === 'codec'
              ? fixture.signature.className
              : fixture.signature.kind === 'function'
                ? fixture.signature.name
                : fixture.signature.className,
            fixture,
          ] as const,
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
          code: fixture.solutions[language]!,
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

describe.each(languageIds)('codec in %s', (language) => {
  it('refuses a decoder that hands back the tree the encoder was given', async () => {
    const result = await judge(
      {
        language,
        signature: treeCodecCheats.signature,
        cases: [{ input: '[1,2,3,null,null,4,5]', expected: '[1,2,3,null,null,4,5]' }],
        code: treeCodecCheats.solutions[language],
      },
      testJudgeContext(),
    );
    expect(result.verdict, result.compileError ?? '').toBe('Not Accepted');
    expect(result.cases[0]!.error).toContain(codecReturnedInput);
  }, 120_000);
});

// Rust has no Clone Graph nor Copy List with Random Pointer (LeetCode offers none).
const deepCopyLanguages = languageIds.filter((id) =>
  offersLanguage(getLanguage(id), randomListFixture.signature),
);

describe.each(deepCopyLanguages)('deep copy in %s', (language) => {
  // [what, signature, a case's input (its own answer), solutions that hand back input nodes]
  it.each([
    ['an answer', randomListFixture.signature, '[[7,null],[13,0],[11,2]]', randomListCheats],
    ['a graph answer', cloneGraphFixture.signature, '[[2,4],[1,3],[2,4],[1,3]]', cloneGraphCheats],
  ] as const)(
    'refuses %s that holds a node of the input',
    async (_, signature, input, cheats) => {
      const result = await judge(
        { language, signature, cases: [{ input, expected: input }], code: cheats[language]! },
        testJudgeContext(),
      );
      expect(result.verdict, result.compileError ?? '').toBe('Not Accepted');
      expect(result.cases[0]!.error).toContain('it must be a copy made of new nodes');
    },
    120_000,
  );
});
