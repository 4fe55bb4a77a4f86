import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  forgotPasswordRequestSchema,
  messageBodySchema,
  messages,
  resetPasswordRequestSchema,
  resetTokenParamSchema,
  signInRequestSchema,
  signInResponseSchema,
  validateResetTokenResponseSchema,
} from '@zencode/shared/contract';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { findAccountByEmail } from './account-queries.ts';
import { sessionTokenFor } from './account-session.ts';
import { assertGuessingAllowed, countWrongPassword, rememberDevice } from './account-guessing.ts';
import { clientIp, limitRequest, withRetryAfter } from './auth-context.ts';
import { rememberMeLifetime } from './auth-policy.ts';
import { jsonBody, jsonResponse, publicAccess, accountErrors } from '../../http/index.ts';
import { verifyPassword } from './password-hash.ts';
import { isResetTokenValid, resetPassword, sendPasswordReset } from './reset-tokens.ts';
import { sendVerification, verificationCooldown } from './verification.ts';
import { createAccountRouter } from './account-router.ts';

const signIn = createRoute({
  operationId: 'signIn',
  method: 'post',
  path: apiRoutes.auth.signin,
  security: publicAccess,
  tags: ['auth'],
  summary: 'Sign in with e-mail and password',
  description:
    'An account that is not verified (or whose profile is not complete) answers 403 with a message about verifying the e-mail, and gets a new code when its last one is over a minute old.',
  request: { body: jsonBody(signInRequestSchema) },
  responses: {
    200: jsonResponse(signInResponseSchema, 'Session token (30 days with rememberMe, else 7)'),
    400: accountErrors[400],
    401: accountErrors[401],
    403: accountErrors[403],
    429: accountErrors[429],
  },
});

const forgotPassword = createRoute({
  operationId: 'requestPasswordReset',
  method: 'post',
  path: apiRoutes.auth.forgotPassword,
  security: publicAccess,
  tags: ['auth'],
  summary: 'Mail a reset link (valid 30 minutes); the same answer whether the e-mail exists',
  request: { body: jsonBody(forgotPasswordRequestSchema) },
  responses: {
    200: jsonResponse(messageBodySchema, 'Accepted'),
    400: accountErrors[400],
    429: accountErrors[429],
  },
});

const validateResetToken = createRoute({
  operationId: 'validateResetToken',
  method: 'get',
  path: apiRoutes.auth.validateResetToken,
  security: publicAccess,
  tags: ['auth'],
  summary: 'Whether a reset link can still be used',
  request: { params: resetTokenParamSchema },
  responses: {
    200: jsonResponse(validateResetTokenResponseSchema, 'Valid'),
    400: accountErrors[400],
    429: accountErrors[429],
  },
});

const resetPasswordRoute = createRoute({
  operationId: 'resetPassword',
  method: 'post',
  path: apiRoutes.auth.resetPassword,
  security: publicAccess,
  tags: ['auth'],
  summary: 'Set a new password with a reset link; every session of the account ends',
  request: { body: jsonBody(resetPasswordRequestSchema) },
  responses: {
    200: jsonResponse(messageBodySchema, 'Password set'),
    400: accountErrors[400],
    429: accountErrors[429],
  },
});

/** Sign-in and the forgotten-password flow. */
export const signInRoutes = createAccountRouter()
  .openapi(signIn, async (c) => {
    const deps = c.var.deps;
    const { email, password, rememberMe } = c.req.valid('json');
    await limitRequest(c, [
      ['signInPerIp', clientIp(c)],
      ['signInPerEmailAndIp', `${email}|${clientIp(c)}`],
    ]);
    await withRetryAfter(c, () => assertGuessingAllowed(c, email));
    const account = await findAccountByEmail(deps.db, email);
    const matches = await verifyPassword(account?.password_hash ?? null, password);
    if (!account || !matches) {
      await countWrongPassword(c, email);
      throw new UnauthorizedError(messages.invalidCredentials);
    }
    if (!account.email_verified_at || !account.profile_complete) {
      // The client now asks for a code: make sure a fresh one is on its way.
      if ((await verificationCooldown(deps.db, account.id)) === 0) {
        await sendVerification(deps, account, messages.resendOtpFailed).catch(() => undefined);
      }
      throw new ForbiddenError(messages.emailNotVerified);
    }
    const lifetime = rememberMe ? rememberMeLifetime : undefined;
    await rememberDevice(c, account.id);
    return c.json({ token: await sessionTokenFor(deps.config, account, lifetime) }, 200);
  })
  .openapi(forgotPassword, async (c) => {
    const deps = c.var.deps;
    const { email } = c.req.valid('json');
    await limitRequest(c, [
      ['forgotPasswordPerIp', clientIp(c)],
      ['forgotPasswordPerEmail', email],
    ]);
    const account = await findAccountByEmail(deps.db, email);
    // Not awaited: the mail's duration must not tell whether the account exists.
    if (account) {
      void sendPasswordReset(deps, account).catch((error: unknown) =>
        deps.logger.error('Could not create a password reset link', error),
      );
    }
    return c.json({ message: messages.resetEmailSent }, 200);
  })
  .openapi(validateResetToken, async (c) => {
    await limitRequest(c, [['resetPasswordPerIp', clientIp(c)]]);
    if (!(await isResetTokenValid(c.var.deps, c.req.valid('param').token))) {
      throw new BadRequestError(messages.resetLinkInvalid);
    }
    return c.json({ valid: true }, 200);
  })
  .openapi(resetPasswordRoute, async (c) => {
    await limitRequest(c, [['resetPasswordPerIp', clientIp(c)]]);
    const { token, password } = c.req.valid('json');
    if (!(await resetPassword(c.var.deps, token, password))) {
      throw new BadRequestError(messages.resetLinkInvalid);
    }
    return c.json({ message: messages.passwordReset }, 200);
  });
