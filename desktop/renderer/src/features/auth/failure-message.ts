import { messages } from '@zencode/shared/contract';
import { ApiError } from '@/lib/api-client.ts';

/**
 * What a failed call shows: the server's message when it sent one (it says what went wrong, e.g.
 * a wrong password or too many attempts), else the screen's own fallback text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status !== null &&
    error.message !== messages.apiCallFailed
  ) {
    return error.message;
  }
  return fallback;
}
