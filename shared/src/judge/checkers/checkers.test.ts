import { describe, expect, it } from 'vitest';
import { checkerIds, type CheckerId } from '../../contract/signature.ts';
import { checkers } from './index.ts';

/** [expected, actual, verdict] per checker; every checker also passes the shared cases below. */
const ownCases: Record<(typeof checkerIds)[number], [string, string, boolean][]> = {
  exact: [
    ['[0,1]', '[0,1]', true],
    ['  [0,1]\n', '[0,1]', true],
    ['[0,1]', '[0, 1]', false],
    ['2.00000', '2.0', false],
    ['hello world', 'hello world\n', true],
  ],
  float: [
    ['2.00000', '2.000001', true],
    ['2.00000', '2.0001', false],
    ['1000000.0', '1000000.5', true],
    ['[1.5,[2.25]]', '[1.500001,[2.25]]', true],
    ['[1.5,2.0]', '[1.5]', false],
    ['-0.00000', '0.00000', true],
    ['"a"', '"a"', true],
  ],
  'any-order': [
    ['[1,2,3]', '[3,1,2]', true],
    ['[1,2,2]', '[2,1,1]', false],
    ['[[1,2],[3]]', '[[3],[1,2]]', true],
    ['[[1,2],[3]]', '[[3],[2,1]]', false],
    ['[1,2]', '[1,2,3]', false],
  ],
  'any-order-nested': [
    ['[[-1,-1,2],[-1,0,1]]', '[[0,1,-1],[2,-1,-1]]', true],
    [
      '[["bat"],["nat","tan"],["ate","eat","tea"]]',
      '[["tea","eat","ate"],["tan","nat"],["bat"]]',
      true,
    ],
    ['[[1,2],[3]]', '[[1],[2,3]]', false],
    ['[[1,1,2]]', '[[1,2,2]]', false],
  ],
  // With the input below: the one letter x.
  'alien-order': [
    ['"x"', '"x"', true],
    ['"x"', '"y"', false],
    ['"x"', '"xx"', false],
  ],
  // With the input below: 2 courses, 0 before 1.
  'prerequisite-order': [
    ['[0,1]', '[1,0]', false],
    ['[0,1]', '[0]', false],
  ],
};

/** The case input a checker sees (only checkers that read it care). */
const inputs: Partial<Record<(typeof checkerIds)[number], string>> = {
  'prerequisite-order': '2\n[[1,0]]',
  'alien-order': '["x"]',
};

/** Rules every checker shares: equal texts pass, different answers fail, whitespace is trimmed. */
const sharedCases: [string, string, boolean][] = [
  ['[0,1]', '[0,1]', true],
  ['[0,1]', '[0,2]', false],
  ['\n[0,1] ', '[0,1]\n', true],
  ['true', 'false', false],
  ['"abc"', '"abd"', false],
  ['not a literal', 'not a literal', true],
  ['not a literal', 'another text', false],
  ['[]', '[]', true],
  ['[]', '[1]', false],
];

describe.each(checkerIds)('checker %s', (id) => {
  it.each([...sharedCases, ...ownCases[id]])(
    'expected %j, actual %j -> %s',
    (expected, actual, verdict) => {
      expect(checkers[id].check(expected, actual, inputs[id] ?? '')).toBe(verdict);
    },
  );
});

const diamond = '4\n[[1,0],[2,0],[3,1],[3,2]]';
const alienWords = '["wrt","wrf","er","ett","rftt"]';

/** The checkers that judge against the case's input, on inputs of their own: [expected, actual, input, verdict]. */
const inputCases: [id: CheckerId, title: string, cases: [string, string, string, boolean][]][] = [
  [
    'prerequisite-order',
    'takes only [] when the prerequisites form a cycle, and any order when there are none',
    [
      ['[0,1,2,3]', '[0,2,1,3]', diamond, true],
      ['[0,1,2,3]', '[0,1,3,2]', diamond, false],
      ['[0,1,2,3]', '[0,1,2]', diamond, false],
      ['[0,1,2,3]', '[0,1,1,3]', diamond, false],
      ['[0,1,2,3]', '[0,1,2,4]', diamond, false],
      ['[0,1,2,3]', '[]', diamond, false],
      ['[]', '[]', '2\n[[1,0],[0,1]]', true],
      ['[]', '[0,1]', '2\n[[1,0],[0,1]]', false],
      ['[0,1,2]', '[2,0,1]', '3\n[]', true],
      ['[0]', '[0]', '1\n[]', true],
    ],
  ],
  [
    'alien-order',
    'takes any alphabet that sorts the words, and "" only when none does',
    [
      ['"wertf"', '"wertf"', alienWords, true],
      ['"wertf"', '"ewrtf"', alienWords, false],
      ['"wertf"', '"wert"', alienWords, false],
      ['"wertf"', '"wertfa"', alienWords, false],
      ['"wertf"', '""', alienWords, false],
      // z before x; a, b and c may go anywhere.
      ['"zxabc"', '"azbxc"', '["z","x","xabc"]', true],
      ['"zxabc"', '"xzabc"', '["z","x","xabc"]', false],
      ['"zx"', '"zx"', '["z","x"]', true],
      ['"abc"', '"cab"', '["ab","cc"]', false],
      ['""', '""', '["z","x","z"]', true],
      ['""', '"zx"', '["z","x","z"]', false],
      ['""', '""', '["abc","ab"]', true],
    ],
  ],
];

describe.each(inputCases)('checker %s', (id, title, cases) => {
  it(title, () => {
    for (const [expected, actual, input, verdict] of cases) {
      expect(checkers[id].check(expected, actual, input), `${expected} ~ ${actual}`).toBe(verdict);
    }
  });
});
