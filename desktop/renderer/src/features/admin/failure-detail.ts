import { messages } from '@zencode/shared/contract';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The product's failure message, followed by the server's reason when it has a useful one
 * ("Failed to create problem. A problem with this name already exists.").
 */
export function failureDetail(specMessage: string, error: unknown): string {
  const reason = error instanceof ApiError ? error.message : null;
  return reason && reason !== messages.apiCallFailed ? `${specMessage} ${reason}` : specMessage;
}

/** A failure in the authoring editor's own words: the server's message, or what was thrown. */
export function failureReason(error: unknown): string {
  return error instanceof ApiError ? error.message : String(error);
}
