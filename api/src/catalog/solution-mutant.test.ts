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

  it('refuses a find that is not in the reference, naming the file and the text', () => {
    expect(() =>
      mutatedCode(reference, mutant([{ find: 'lo < hi', to: 'x' }]), 'wrong.py.mutant.json'),
    ).toThrow(
      'wrong.py.mutant.json: change 1: "lo < hi" is not in reference.py (each find must occur exactly once)',
    );
  });

  it('refuses a find that occurs more than once', () => {
    expect(() =>
      mutatedCode(
        reference,
        mutant([
          { find: 'lo + hi', to: 'lo' },
          { find: 'hi', to: 'lo' },
        ]),
        'w.json',
      ),
    ).toThrow(
      'w.json: change 2: "hi" occurs more than once in reference.py (each find must occur exactly once: make it longer)',
    );
  });

  it('refuses overlapping changes', () => {
    expect(() =>
      mutatedCode(
        reference,
        mutant([
          { find: 'while lo <= hi', to: 'while True' },
          { find: 'lo <= hi:', to: 'lo < hi:' },
        ]),
        'w.json',
      ),
    ).toThrow('w.json: changes 1 and 2 overlap in reference.py');
  });

  it('refuses changes that leave the reference as it is', () => {
    expect(() =>
      mutatedCode(reference, mutant([{ find: 'lo <= hi', to: 'lo <= hi' }]), 'w.json'),
    ).toThrow('w.json: the changes leave reference.py as it is: a mutant must differ');
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
