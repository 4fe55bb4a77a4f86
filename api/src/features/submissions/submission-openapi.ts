import { errorBodySchema } from '@zencode/shared/contract';
import { errorResponses } from '../../http/openapi-responses.ts';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** Error answers of the submission reads. */
export const readErrors = errorResponses;

/** Error answers of the routes that run code (submit, run, compiler). */
export const judgingErrors = {
  ...errorResponses,
  429: error(
    'Too many runs or submissions (Retry-After header, seconds), or too many still judging',
  ),
  503: error('The judge is busy or not running on this server'),
} as const;
