import { DEFAULT_DIFFICULTY, type Problem } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { missingProblemFields, problemFieldsComplete, problemFieldsOf } from './problem-fields.ts';

const problem: Problem = {
  _id: 'two-sum',
  name: 'Two Sum',
  statement: 'Find two numbers.',
  code: 'class Solution {};',
  difficulty: 'Medium',
  tags: ['Array'],
};

describe('problemFieldsOf', () => {
  it("starts an edit from the problem's own fields", () => {
    expect(problemFieldsOf(problem)).toEqual({
      name: 'Two Sum',
      statement: 'Find two numbers.',
      code: 'class Solution {};',
      difficulty: 'Medium',
    });
  });

  it('starts a new problem empty, at the default difficulty', () => {
    expect(problemFieldsOf(null)).toEqual({
      name: '',
      statement: '',
      code: '',
      difficulty: DEFAULT_DIFFICULTY,
    });
  });
});

describe('problemFieldsComplete', () => {
  const fields = problemFieldsOf(problem);

  it('needs Name, Statement and Code Template', () => {
    expect(problemFieldsComplete(fields)).toBe(true);
    expect(problemFieldsComplete({ ...fields, name: '' })).toBe(false);
    expect(problemFieldsComplete({ ...fields, statement: '' })).toBe(false);
    expect(problemFieldsComplete({ ...fields, code: '' })).toBe(false);
  });

  it('counts a blank text as missing', () => {
    expect(problemFieldsComplete({ ...fields, name: '  \n\t' })).toBe(false);
  });
});

describe('missingProblemFields', () => {
  it('names every blank required field by its label, in form order', () => {
    expect(missingProblemFields(problemFieldsOf(null))).toEqual([
      'Name',
      'Statement',
      'Code Template',
    ]);
    expect(missingProblemFields({ ...problemFieldsOf(problem), statement: ' ' })).toEqual([
      'Statement',
    ]);
    expect(missingProblemFields(problemFieldsOf(problem))).toEqual([]);
  });
});
