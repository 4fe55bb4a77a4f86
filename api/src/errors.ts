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

export class BadRequestError extends AppError {
  constructor(message: string = messages.validationFailed) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = messages.unauthorized) {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = messages.forbidden) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = messages.notFound) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string = messages.payloadTooLarge) {
    super(413, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string = messages.tooManyRequests) {
    super(429, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}

/** A problem the operator can fix (port taken, data directory in use): shown without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
