import { describe, expect, it, vi } from 'vitest';
import { requestReview } from './request-review.ts';

describe('requestReview', () => {
  it("answers 'No code to review.' for a blank editor without calling the server", async () => {
    const post = vi.fn();
    expect(await requestReview({ code: ' \n\t' }, post)).toEqual({
      kind: 'message',
      text: 'No code to review.',
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('passes the code, language and problem and shows the Markdown answer', async () => {
    const post = vi.fn().mockResolvedValue({ aiResponse: '## Fine' });
    const request = { code: 'print(1)', language: 'python' as const, problemId: 'two-sum' };
    expect(await requestReview(request, post)).toEqual({ kind: 'review', markdown: '## Fine' });
    expect(post).toHaveBeenCalledWith(request);
  });

  it("reads an empty answer as 'No response from AI.' and a failure as the product's message", async () => {
    expect(await requestReview({ code: 'x' }, async () => ({ aiResponse: '  ' }))).toEqual({
      kind: 'message',
      text: 'No response from AI.',
    });
    expect(
      await requestReview({ code: 'x' }, async () => {
        throw new Error('503');
      }),
    ).toEqual({ kind: 'message', text: 'AI review failed. Try again later.' });
  });
});
