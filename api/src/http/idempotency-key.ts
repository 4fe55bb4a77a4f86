import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  idempotencyKeySchema,
  messages,
} from '@zencode/shared/contract';
import type { Context } from 'hono';
import { BadRequestError } from '../errors.ts';

/** The optional `Idempotency-Key` request header as a route's OpenAPI parameter. */
export const idempotencyKeyParameter = (whatItDoes: string) => ({
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header' as const,
  required: false,
  description: `A client-chosen key (8-200 of A-Z a-z 0-9 _ -): ${whatItDoes}`,
  schema: { type: 'string' as const, pattern: IDEMPOTENCY_KEY_PATTERN.source },
});

/**
 * The request's Idempotency-Key, undefined when it sent none. A malformed key is refused (400)
 * before anything is written, rather than read as no key (which would repeat the write).
 */
export function idempotencyKeyOf(c: Context): string | undefined {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new BadRequestError(messages.idempotencyKeyInvalid);
  return parsed.data;
}
