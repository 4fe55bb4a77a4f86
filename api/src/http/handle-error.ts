import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '@zencode/shared/contract';
import { LanguageUnavailableError } from '@zencode/shared/judge';
import pg from 'pg';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';
import { describeZodError } from './validation-hook.ts';

/**
 * The app's one onError: typed errors answer with their status, validation failures (and values
 * PostgreSQL rejects as data errors) and a language whose toolchain is not installed with 400,
 * everything else with 500 and a fixed message (the stack goes to the log, never to the client).
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) return c.json({ message: error.message }, error.status);
  if (error instanceof z.ZodError) return c.json({ message: describeZodError(error) }, 400);
  if (error instanceof LanguageUnavailableError) {
    return c.json({ message: messages.languageUnavailable }, 400);
  }
  // PostgreSQL class 22 (data exception): a value the column cannot hold, such as a NUL byte in
  // text or a malformed uuid in a path. The request was wrong, not the server.
  if (error instanceof pg.DatabaseError && error.code?.startsWith('22')) {
    return c.json({ message: messages.validationFailed }, 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // Hono's JSON validator raises this one for bodies that do not parse.
    if (status === 400 && /malformed json/i.test(error.message)) {
      return c.json({ message: messages.invalidJsonBody }, 400);
    }
    if (status === 413) return c.json({ message: messages.payloadTooLarge }, 413);
    if (status < 500)
      return c.json({ message: error.message || messages.validationFailed }, status);
  }
  c.var.deps?.logger.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ message: messages.internalError }, 500);
};
