import { authoringMessages } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { caseConstraintFault } from './case-constraints.ts';

const source = (constraints: string[], inputs: string[]) => ({
  id: 'add-two-integers',
  signature: {
    kind: 'function' as const,
    name: 'add',
    params: [
      { name: 'a', type: 'integer' },
      { name: 'b', type: 'integer' },
    ],
    return: { type: 'integer' },
  },
  constraints,
  cases: inputs.map((input, index) => ({ id: String(index), input, output: '0', isPublic: false })),
});

describe('caseConstraintFault', () => {
  it('names the first case that breaks a constraint line, numbered as the dashboard shows it', () => {
    const problem = source(['-1000 <= a, b <= 1000'], ['1\n2', '1001\n-1']);
    expect(caseConstraintFault(problem)).toBe(
      authoringMessages.caseBreaksConstraint(2, '-1000 <= a, b <= 1000', 'a = 1001 is not <= 1000'),
    );
  });

  it('passes cases that keep every line, and leaves lines it cannot read unchecked', () => {
    const problem = source(['-1000 <= a, b <= 1000', 'The sum is small.'], ['1\n2', '-1000\n1000']);
    expect(caseConstraintFault(problem)).toBeNull();
  });

  it('checks nothing of a stdio problem it has no reader for', () => {
    const problem = {
      ...source(['1 <= n <= 5'], ['7\n1 2']),
      signature: { kind: 'stdio' as const },
    };
    expect(caseConstraintFault(problem)).toBeNull();
  });
});
