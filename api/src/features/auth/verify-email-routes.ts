import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  completeProfileRequestSchema,
  completeProfileResponseSchema,
  messageBodySchema,
  messages,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@zencode/shared/contract';
import { z } from 'zod';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors.ts';
import { loadUser } from '../users/index.ts';
import { findAccountById, isUniqueViolation } from './account-queries.ts';
import { sessionTokenFor, tokenAfterVerification } from './account-session.ts';
import { clientIp, limitRequest, withRetryAfter } from './auth-context.ts';
import { jsonBody, jsonResponse, publicAccess, accountErrors } from '../../http/index.ts';
import { profileTokenOf } from './profile-token.ts';
import {
  accountOfVerificationLink,
  consumeVerificationLink,
  completeEmailVerification,
  disputeSignUpPassword,
  sendVerification,
} from './verification.ts';
import { isSignUpBrowser } from './sign-up-browser.ts';
import { createAccountRouter } from './account-router.ts';

const bearer = [{ bearer: [] }];

const verifyEmail = createRoute({
  operationId: 'verifyEmail',
  method: 'post',
  path: apiRoutes.auth.verifyEmail,
  security: publicAccess,
  tags: ['auth'],
  summary: 'Verify the e-mail with the token of the link (valid 24 hours, usable once)',
  description:
    'Answers the temporary token for /auth/complete-profile (a session token if the profile is already complete).',
  request: { body: jsonBody(verifyEmailRequestSchema) },
  responses: {
    200: jsonResponse(verifyEmailResponseSchema, 'Verified'),
    400: accountErrors[400],
    429: accountErrors[429],
  },
});

const resendVerification = createRoute({
  operationId: 'resendVerification',
  method: 'post',
  path: apiRoutes.auth.resendVerification,
  tags: ['auth'],
  summary: 'Mail a new verification code and link',
  description:
    'No body. The account is the one of `?token=` (the token of a verification link, even an expired or used one), or else of the temporary token in the bearer header.',
  security: bearer,
  request: { query: z.object({ token: z.string().min(1).max(512).optional() }) },
  responses: {
    200: jsonResponse(messageBodySchema, 'Sent'),
    401: accountErrors[401],
    409: accountErrors[409],
    429: accountErrors[429],
    503: accountErrors[503],
  },
});

const completeProfile = createRoute({
  operationId: 'completeProfile',
  method: 'post',
  path: apiRoutes.auth.completeProfile,
  tags: ['auth'],
  summary: 'Set full name and username with the temporary token; answers the session',
  security: bearer,
  request: { body: jsonBody(completeProfileRequestSchema) },
  responses: {
    200: jsonResponse(completeProfileResponseSchema, 'Profile complete, signed in'),
    400: accountErrors[400],
    401: accountErrors[401],
    409: accountErrors[409],
  },
});

/** Verification by link, resending it, and profile completion with the temporary token. */
export const verifyEmailRoutes = createAccountRouter()
  .openapi(verifyEmail, async (c) => {
    const deps = c.var.deps;
    await limitRequest(c, [['codeCheckPerIp', clientIp(c)]]);
    const userId = await consumeVerificationLink(deps, c.req.valid('json').token);
    if (!userId) throw new BadRequestError(messages.verificationLinkInvalid);
    const pending = await findAccountById(deps.db, userId);
    if (!pending) throw new BadRequestError(messages.verificationLinkInvalid);
    // Whoever follows the link reads the mail, but did not necessarily choose the sign-up's
    // password: outside the browser that signed up, it is not kept (the owner sets one by mail).
    if (!pending.email_verified_at && !(await isSignUpBrowser(c, userId))) {
      await disputeSignUpPassword(deps.db, userId);
    }
    await completeEmailVerification(deps, pending);
    const account = await findAccountById(deps.db, userId);
    if (!account) throw new BadRequestError(messages.verificationLinkInvalid);
    return c.json(await tokenAfterVerification(deps.config, account), 200);
  })
  .openapi(resendVerification, async (c) => {
    const deps = c.var.deps;
    await limitRequest(c, [['resendPerIp', clientIp(c)]]);
    const linkToken = c.req.valid('query').token;
    const userId = linkToken
      ? await accountOfVerificationLink(deps, linkToken)
      : (await profileTokenOf(c)).sub;
    const account = userId && (await findAccountById(deps.db, userId));
    if (!account) throw new UnauthorizedError(messages.verificationLinkInvalid);
    await limitRequest(c, [['resendPerEmail', account.email]]);
    if (account.email_verified_at) throw new ConflictError(messages.emailAlreadyVerified);
    await withRetryAfter(c, () =>
      sendVerification(deps, account, messages.resendVerificationFailed),
    );
    return c.json({ message: messages.verificationEmailSent }, 200);
  })
  .openapi(completeProfile, async (c) => {
    const { db, config } = c.var.deps;
    const claims = await profileTokenOf(c);
    const { fullName, username } = c.req.valid('json');
    let updated;
    try {
      updated = await db
        .updateTable('users')
        .set({ full_name: fullName, name: fullName, username, profile_complete: true })
        .where('id', '=', claims.sub)
        .where('profile_complete', '=', false)
        .where('email_verified_at', 'is not', null)
        .returningAll()
        .executeTakeFirst();
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_key')) {
        throw new ConflictError(messages.usernameTaken);
      }
      throw error;
    }
    // Already complete (the temporary token is spent) or not verified: not a valid token here.
    if (!updated) throw new UnauthorizedError();
    const user = await loadUser(db, config.publicUrl, updated.id);
    return c.json({ token: await sessionTokenFor(config, updated), user }, 200);
  });
