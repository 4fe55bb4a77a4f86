import { describe, expect, it } from 'vitest';
import {
  problemBulkRequestSchema,
  problemCreateSchema,
  problemDetailsUpdateSchema,
  problemUpdateSchema,
} from './problem.ts';
import { testcaseCreateSchema } from './testcase.ts';

const dialogFields = { name: 'Two Sum', statement: 'Find two numbers.', code: 'class Solution {}' };

describe('problem payloads', () => {
  it('defaults the difficulty to Medium on create', () => {
    expect(problemCreateSchema.parse(dialogFields).difficulty).toBe('Medium');
  });

  it('requires name, statement and code template', () => {
    expect(problemCreateSchema.safeParse({ ...dialogFields, name: '  ' }).success).toBe(false);
    expect(problemCreateSchema.safeParse({ name: 'x', statement: 'y' }).success).toBe(false);
  });

  it('does not invent a difficulty on a partial update', () => {
    expect(problemUpdateSchema.parse({ name: 'New name' })).toEqual({ name: 'New name' });
    expect(problemUpdateSchema.safeParse({ difficulty: 'Extreme' }).success).toBe(false);
  });

  it('accepts originalId and test cases in bulk items, and rejects empty ones', () => {
    const item = { ...dialogFields, originalId: '1', testcases: [{ input: '1', output: '2' }] };
    expect(problemBulkRequestSchema.parse([item])[0]?.testcases).toHaveLength(1);
    expect(
      problemBulkRequestSchema.safeParse([{ ...item, testcases: [{ input: '', output: '2' }] }])
        .success,
    ).toBe(false);
    expect(problemBulkRequestSchema.safeParse([]).success).toBe(false);
  });

  it('validates extended fields against the signature model', () => {
    const signature = {
      kind: 'function',
      name: 'twoSum',
      params: [],
      return: { type: 'integer[]' },
    };
    expect(problemCreateSchema.safeParse({ ...dialogFields, signature }).success).toBe(true);
    expect(
      problemCreateSchema.safeParse({ ...dialogFields, signature: { kind: 'magic' } }).success,
    ).toBe(false);
    expect(problemDetailsUpdateSchema.safeParse({ problemId: 'x' }).success).toBe(false);
  });

  it('makes new test cases hidden unless told otherwise', () => {
    expect(testcaseCreateSchema.parse({ problemId: 'a', input: '1', output: '1' }).isPublic).toBe(
      false,
    );
  });
});
