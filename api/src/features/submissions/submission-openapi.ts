import { errorResponse, errorResponses } from '../../http/index.ts';

/** Error answers of the submission reads. */
export const readErrors = errorResponses;

/** Error answers of the routes that run code (submit, run, compiler). */
export const judgingErrors = {
  ...errorResponses,
  429: errorResponse(
    'Too many runs or submissions (Retry-After header, seconds), or too many still judging',
  ),
  503: errorResponse('The judge is busy or not running on this server'),
} as const;
