import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { failureMessage } from './failure-message.ts';

describe('failureMessage', () => {
  it("prefers the server's message", () => {
    expect(failureMessage(new ApiError('Invalid email or password.', 401), 'Login failed.')).toBe(
      'Invalid email or password.',
    );
  });

  it('falls back without a server message, on network errors and on anything else', () => {
    expect(failureMessage(new ApiError('API call failed', 502), 'Login failed.')).toBe(
      'Login failed.',
    );
    expect(failureMessage(new ApiError('API call failed', null), 'Login failed.')).toBe(
      'Login failed.',
    );
    expect(failureMessage(new Error('boom'), 'Registration failed.')).toBe('Registration failed.');
  });
});
