import { errorBodySchema } from '@zencode/shared/contract';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** The error answers routes declare in the OpenAPI document, all `{ message }`. */
export const errorResponses = {
  400: error('Invalid request: the message names the field'),
  401: error('Not signed in, or the session has ended'),
  403: error('Signed in without the needed role'),
  404: error('Not found'),
} as const;
