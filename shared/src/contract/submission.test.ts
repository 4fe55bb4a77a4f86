import { describe, expect, it } from 'vitest';
import { aiReviewRequestSchema } from './ai-review.ts';
import { compilerRequestSchema } from './compiler.ts';
import { CODE_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { runRequestSchema } from './run.ts';
import { submissionCreateSchema } from './submission.ts';

describe('code payloads', () => {
  it('accepts a verdict sent by a client, as a bounded string, but no other extra field', () => {
    // The server ignores it (submission-routes.test.ts judges such a submission itself).
    const submission = { problemId: 'two-sum', language: 'cpp', code: 'int main(){}' };
    const parse = (extra: object) => submissionCreateSchema.safeParse({ ...submission, ...extra });
    expect(parse({ verdict: 'Accepted' }).success).toBe(true);
    expect(parse({ verdict: 'A'.repeat(65) }).success).toBe(false);
    expect(parse({ score: 100 }).success).toBe(false);
    expect(parse({ status: 'done' }).success).toBe(false);
  });

  it('reads the language aliases py and js as their ids', () => {
    expect(runRequestSchema.parse({ language: 'py', code: 'print(1)' }).language).toBe('python');
    expect(compilerRequestSchema.parse({ language: 'js', code: 'x' }).language).toBe('javascript');
    expect(compilerRequestSchema.safeParse({ language: 'ruby', code: 'x' }).success).toBe(false);
  });

  it('bounds code at 100 KB', () => {
    const code = 'x'.repeat(CODE_MAX_LENGTH + 1);
    expect(submissionCreateSchema.safeParse({ problemId: 'a', language: 'c', code }).success).toBe(
      false,
    );
  });

  it('rejects a client-provided harness on the compiler', () => {
    const result = compilerRequestSchema.safeParse({ language: 'c', code: 'x', harness: 'evil' });
    expect(result.success).toBe(false);
  });

  it('limits custom run cases', () => {
    const cases = Array.from({ length: 11 }, () => '1');
    expect(runRequestSchema.safeParse({ language: 'c', code: 'x', cases }).success).toBe(false);
  });

  it('refuses a blank review with the exact message', () => {
    const result = aiReviewRequestSchema.safeParse({ code: '   \n' });
    expect(result.error?.issues[0]?.message).toBe(messages.noCodeToReview);
  });
});
