import { messages } from '@zencode/shared/contract';

/**
 * Typed errors thrown where they arise; http/handle-error.ts turns them into `{ message }` with
 * their status in the app's one onError.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** An AppError class of one status, with the message it says when the thrower gives none. */
function statusError(status: AppError['status'], defaultMessage: string) {
  return class extends AppError {
    constructor(message: string = defaultMessage) {
      super(status, message);
    }
  };
}

export class BadRequestError extends statusError(400, messages.validationFailed) {}
export class UnauthorizedError extends statusError(401, messages.unauthorized) {}
export class ForbiddenError extends statusError(403, messages.forbidden) {}
export class NotFoundError extends statusError(404, messages.notFound) {}
export class PayloadTooLargeError extends statusError(413, messages.payloadTooLarge) {}
export class TooManyRequestsError extends statusError(429, messages.tooManyRequests) {}

/** 409: what is taken or done already, in the thrower's words. */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 503: what is unavailable, in the thrower's words. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}

/** A problem the operator can fix (port taken, data directory in use): shown without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
