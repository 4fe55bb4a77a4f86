import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import { BadRequestError } from '../errors.ts';

/** Names the first failing field: `difficulty: Invalid option: expected one of ...`. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length ? ` in ${issue.path.join('.')}` : '';
    const keys = issue.keys.join(', ');
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}${where}: ${keys}`;
  }
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** @hono/zod-openapi's defaultHook: every request validation failure is thrown as a 400. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) throw new BadRequestError(describeZodError(result.error));
};
