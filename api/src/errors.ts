/**
 * Typed errors thrown where they arise; app.ts turns them into `{ message }` with their status in
 * its one onError.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to access this page.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request body is too large.') {
    super(413, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many attempts. Please wait a moment and try again.') {
    super(429, message);
  }
}

/** The message every unexpected failure answers with; details stay in the server log. */
export const internalErrorMessage = 'Something went wrong. Please try again.';
