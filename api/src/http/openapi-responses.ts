import { errorBodySchema } from '@zencode/shared/contract';
import { jsonResponse } from './openapi-json.ts';

/** An error answer for createRoute: `{ message }` as JSON. */
export const errorResponse = (description: string) => jsonResponse(errorBodySchema, description);

/** The error answers routes declare in the OpenAPI document, all `{ message }`. */
export const errorResponses = {
  400: errorResponse('Invalid request: the message names the field'),
  401: errorResponse('Not signed in, or the session has ended'),
  403: errorResponse('Signed in without the needed role'),
  404: errorResponse('Not found'),
} as const;

/** The error answers of the account routes (auth, profile settings, avatars), all `{ message }`. */
export const accountErrors = {
  ...errorResponses,
  409: errorResponse('Already taken or already done: the message says which'),
  429: errorResponse('Too many attempts: wait for the Retry-After header (seconds)'),
  503: errorResponse('The mail could not be sent; nothing was left half-done, try again'),
} as const;
