import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  desktopSignInExchangeRequestSchema,
  desktopSignInExchangeResponseSchema,
  messages,
} from '@zencode/shared/contract';
import { BadRequestError } from '../../errors.ts';
import { findAccountById } from './account-queries.ts';
import { tokenAfterVerification } from './account-session.ts';
import { createAccountRouter } from './account-router.ts';
import { redeemDesktopSignInCode } from './desktop-sign-in.ts';
import { jsonBody, jsonResponse, publicAccess, accountErrors } from '../../http/index.ts';

const exchange = createRoute({
  operationId: 'exchangeDesktopSignInCode',
  method: 'post',
  path: apiRoutes.auth.desktopExchange,
  security: publicAccess,
  tags: ['auth'],
  summary: 'The desktop app trades the one-time code of its zencode:// link for the session',
  description:
    'Start the sign-in in the system browser at /auth/github (or /auth/google) with `desktopState` and `desktopChallenge` (base64url SHA-256 of a verifier). After the provider, the browser opens `zencode://oauth/callback?code=&state=`; the app posts that code with its own state and verifier within two minutes. A code works once; with any other state or verifier it answers 400.',
  request: { body: jsonBody(desktopSignInExchangeRequestSchema) },
  responses: {
    200: jsonResponse(
      desktopSignInExchangeResponseSchema,
      'A session token, or the temporary profile-completion token when profileComplete is false',
    ),
    400: accountErrors[400],
  },
});

/** POST /auth/desktop/exchange: the second half of the desktop's social sign-in. */
export const desktopSignInRoutes = createAccountRouter().openapi(exchange, async (c) => {
  const { db, config } = c.var.deps;
  const redeemed = await redeemDesktopSignInCode(db, config.jwtSecret, c.req.valid('json'));
  const account = redeemed && (await findAccountById(db, redeemed.userId));
  if (!redeemed || !account) throw new BadRequestError(messages.desktopSignInInvalid);
  const { token, user } = await tokenAfterVerification(config, account, redeemed.suggestedUsername);
  return c.json({ token, profileComplete: user.profileComplete }, 200);
});
