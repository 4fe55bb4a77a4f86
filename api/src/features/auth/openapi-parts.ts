import { errorBodySchema } from '@zencode/shared/contract';
import type { z } from 'zod';
import { errorResponses } from '../../http/openapi-responses.ts';

/** A JSON request body for createRoute. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A JSON response for createRoute. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const error = (description: string) => jsonResponse(errorBodySchema, description);

/** The error answers of the account routes, all `{ message }`. */
export const accountErrors = {
  ...errorResponses,
  409: error('Already taken or already done: the message says which'),
  429: error('Too many attempts: wait for the Retry-After header (seconds)'),
  503: error('The mail could not be sent; nothing was left half-done, try again'),
} as const;
