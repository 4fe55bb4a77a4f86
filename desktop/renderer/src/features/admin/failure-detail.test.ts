import { messages } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { failureDetail, failureReason } from './failure-detail.ts';

describe('failureDetail', () => {
  it('adds the server reason after the product message', () => {
    const error = new ApiError(messages.problemExists, 409);
    expect(failureDetail(messages.createProblemFailed, error)).toBe(
      `${messages.createProblemFailed} ${messages.problemExists}`,
    );
  });

  it('keeps the product message alone without a useful reason', () => {
    expect(
      failureDetail(messages.updateProblemFailed, new ApiError(messages.apiCallFailed, null)),
    ).toBe(messages.updateProblemFailed);
    expect(failureDetail(messages.uploadProblemsFailed, new Error('boom'))).toBe(
      messages.uploadProblemsFailed,
    );
  });
});

describe('failureReason', () => {
  it("says the server's message, or what was thrown", () => {
    expect(failureReason(new ApiError(messages.problemExists, 409))).toBe(messages.problemExists);
    expect(failureReason(new Error('boom'))).toBe('Error: boom');
  });
});
