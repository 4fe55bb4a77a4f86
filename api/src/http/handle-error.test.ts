import { messages } from '@zencode/shared/contract';
import { getLanguage, LanguageUnavailableError } from '@zencode/shared/judge';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { BadRequestError } from '../errors.ts';
import { handleError } from './handle-error.ts';

function appThrowing(error: unknown) {
  const app = new Hono<AppEnv>();
  app.get('/', () => {
    throw error;
  });
  app.onError(handleError);
  return app;
}

describe('handleError', () => {
  it('answers a typed error with its status and message', async () => {
    const answer = await appThrowing(new BadRequestError('No.')).request('/');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: 'No.' });
  });

  it("answers a language whose toolchain is missing with 400 and the product's text", async () => {
    const answer = await appThrowing(new LanguageUnavailableError(getLanguage('java'))).request(
      '/',
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: messages.languageUnavailable });
  });
});
