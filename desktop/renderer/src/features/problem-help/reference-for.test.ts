import type { EditorialResponse } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { referenceFor } from './reference-for.ts';

const editorial = (solutions: EditorialResponse['solutions']): EditorialResponse => ({
  problemId: 'two-sum',
  markdown: '## Idea',
  solutions,
  approachCode: {},
  openedEarly: false,
});

describe('referenceFor', () => {
  it("is the learner's own language when the problem has it", () => {
    expect(referenceFor(editorial({ cpp: 'c++', python: 'py' }), 'python')).toEqual({
      language: 'python',
      code: 'py',
      own: true,
    });
  });

  it('falls back to the first language the problem has, marked as not the own', () => {
    expect(referenceFor(editorial({ cpp: 'c++', java: 'j' }), 'python')).toEqual({
      language: 'cpp',
      code: 'c++',
      own: false,
    });
  });

  it('is none when the problem has no reference at all', () => {
    expect(referenceFor(editorial({}), 'python')).toBeNull();
  });
});
