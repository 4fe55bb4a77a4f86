import { describe, expect, it } from 'vitest';
import { aiReviewRequestSchema } from './ai-review.ts';
import { compilerRequestSchema } from './compiler.ts';
import { CODE_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { runRequestSchema } from './run.ts';
import { submissionCreateSchema } from './submission.ts';

describe('code payloads', () => {
  it('accepts a client verdict on submission and passes it on only as an ignorable field', () => {
    const parsed = submissionCreateSchema.parse({
      problemId: 'two-sum',
      language: 'cpp',
      code: 'int main(){}',
      verdict: 'Accepted',
    });
    expect(parsed.language).toBe('cpp');
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

  it('refuses a blank review with the spec message', () => {
    const result = aiReviewRequestSchema.safeParse({ code: '   \n' });
    expect(result.error?.issues[0]?.message).toBe(messages.noCodeToReview);
  });
});
