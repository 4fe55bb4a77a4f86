import { twoSumSignature as signature } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { splitCustomCases, withCustomFaults } from './custom-case-run.ts';

const ran = (index: number, output: string) => ({
  kind: 'custom' as const,
  index,
  input: '',
  output,
  stdout: '',
  stderr: '',
  verdict: 'Custom' as const,
});

describe('custom cases in a Run', () => {
  it('sends the inputs that fit, and puts every result back at its place', () => {
    const split = splitCustomCases(signature, ['[1,2]\n3', '[1,2,3', '[3,4]\n7']);
    expect(split.runnable.map((entry) => entry.input)).toEqual(['[1,2]\n3', '[3,4]\n7']);
    const outcome = withCustomFaults(
      {
        language: 'python',
        error: null,
        response: { cases: [ran(0, '[0,1]'), ran(1, '[0,1]')], diagnostics: [] },
      },
      split,
    );
    const custom = outcome.response!.cases;
    expect(custom.map((result) => [result.index, result.verdict])).toEqual([
      [0, 'Custom'],
      [1, 'Error'],
      [2, 'Custom'],
    ]);
    expect(custom[1]!.error).toMatch(/does not fit the problem: Cannot read the input/);
  });
});
