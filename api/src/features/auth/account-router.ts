import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { messages } from '@zencode/shared/contract';
import type { AppEnv } from '../../app-env.ts';
import { BadRequestError } from '../../errors.ts';
import { describeZodError } from '../../http/index.ts';

const specMessages = new Set<string>(Object.values(messages));

/**
 * Like the app's validation hook, except that a rule failing with one of the product's messages
 * ('Password does not meet requirements.') answers that exact text, without the field's name:
 * the forms show the server's message as it comes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook serves every route
export const accountValidationHook: Hook<any, any, any, any> = (result) => {
  if (result.success) return;
  const message = result.error.issues[0]?.message;
  if (message && specMessages.has(message)) throw new BadRequestError(message);
  throw new BadRequestError(describeZodError(result.error));
};

/** A router of the account routes (auth, profile settings, avatars). */
export function createAccountRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: accountValidationHook });
}
