import { describe, expect, it } from 'vitest';
import { mutatedCode, solutionMutantSchema, type SolutionMutant } from './solution-mutant.ts';

const reference =
  'def search(nums, target):\n    lo, hi = 0, len(nums) - 1\n    while lo <= hi:\n        mid = (lo + hi) // 2\n';
const mutant = (change: SolutionMutant['change']): SolutionMutant => ({
  of: 'reference.py',
  why: 'stops one step early',
  change,
});

describe('mutatedCode', () => {
  it('makes every change at its one place in the reference', () => {
    expect(
      mutatedCode(
        reference,
        mutant([
          { find: '// 2', to: '// 3' },
          { find: 'lo <= hi', to: 'lo < hi' },
        ]),
        'wrong.py.mutant.json',
      ),
    ).toBe(reference.replace('lo <= hi', 'lo < hi').replace('// 2', '// 3'));
  });

  // [what is refused, the changes as [find, to] pairs, the error after the file's name]
  const refused: [string, [string, string][], string][] = [
    [
      'a find that is not in the reference, naming the text',
      [['lo < hi', 'x']],
      'change 1: "lo < hi" is not in reference.py (each find must occur exactly once)',
    ],
    [
      'a find that occurs more than once',
      [
        ['lo + hi', 'lo'],
        ['hi', 'lo'],
      ],
      'change 2: "hi" occurs more than once in reference.py (each find must occur exactly once: make it longer)',
    ],
    [
      'overlapping changes',
      [
        ['while lo <= hi', 'while True'],
        ['lo <= hi:', 'lo < hi:'],
      ],
      'changes 1 and 2 overlap in reference.py',
    ],
    [
      'changes that leave the reference as it is',
      [['lo <= hi', 'lo <= hi']],
      'the changes leave reference.py as it is: a mutant must differ',
    ],
  ];
  it.each(refused)('refuses %s', (_what, pairs, error) => {
    const change = pairs.map(([find, to]) => ({ find, to }));
    expect(() => mutatedCode(reference, mutant(change), 'wrong.py.mutant.json')).toThrow(
      `wrong.py.mutant.json: ${error}`,
    );
  });
});

describe('solutionMutantSchema', () => {
  const valid = { of: 'reference.py', why: 'stops early', change: [{ find: 'a', to: 'b' }] };

  it('accepts a mutant and refuses unknown keys, at the top and in a change', () => {
    expect(solutionMutantSchema.parse(valid)).toEqual(valid);
    expect(solutionMutantSchema.safeParse({ ...valid, note: 'x' }).success).toBe(false);
    expect(
      solutionMutantSchema.safeParse({ ...valid, change: [{ find: 'a', to: 'b', all: true }] })
        .success,
    ).toBe(false);
  });

  it('needs a reference file, a reason and at least one non-empty find', () => {
    for (const bad of [
      { ...valid, of: 'wrong.py' },
      { ...valid, why: ' ' },
      { ...valid, change: [] },
      { ...valid, change: [{ find: '', to: 'b' }] },
    ])
      expect(solutionMutantSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
