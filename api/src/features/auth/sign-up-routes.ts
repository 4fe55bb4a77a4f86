import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  messageBodySchema,
  messages,
  resendOtpRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@zencode/shared/contract';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { createAccount, findAccountByEmail } from './account-queries.ts';
import { tokenAfterVerification } from './account-session.ts';
import { clientIp, limitRequest, withRetryAfter } from './auth-context.ts';
import { accountErrors, jsonBody, jsonResponse } from './openapi-parts.ts';
import { hashPassword } from './password-hash.ts';
import {
  consumeOtp,
  markEmailVerified,
  sendVerification,
  verificationCooldown,
} from './verification.ts';
import { createAccountRouter } from './account-router.ts';

const signUp = createRoute({
  method: 'post',
  path: apiRoutes.auth.signup,
  tags: ['auth'],
  summary: 'Create an unverified account and mail it a 6-digit code and a verification link',
  description:
    'Signing up again with an e-mail that is not verified yet sets the new password and sends a new code, unless the last one went out less than a minute ago (it still stands).',
  request: { body: jsonBody(signUpRequestSchema) },
  responses: {
    201: jsonResponse(signUpResponseSchema, 'Account created; `message` says a code was sent'),
    200: jsonResponse(signUpResponseSchema, 'The account was already waiting for verification'),
    400: accountErrors[400],
    409: accountErrors[409],
    429: accountErrors[429],
    503: accountErrors[503],
  },
});

const verifyOtp = createRoute({
  method: 'post',
  path: apiRoutes.auth.verifyOtp,
  tags: ['auth'],
  summary: 'Verify the e-mail with the 6-digit code',
  description:
    'Answers a session token when the profile is complete, otherwise a temporary token for /auth/complete-profile. A code expires after 10 minutes and dies after 5 wrong tries.',
  request: { body: jsonBody(verifyOtpRequestSchema) },
  responses: {
    200: jsonResponse(verifyOtpResponseSchema, 'Verified'),
    400: accountErrors[400],
    429: accountErrors[429],
  },
});

const resendOtp = createRoute({
  method: 'post',
  path: apiRoutes.auth.resendOtp,
  tags: ['auth'],
  summary: 'Send a new code (and link); the same answer for unknown e-mails',
  request: { body: jsonBody(resendOtpRequestSchema) },
  responses: {
    200: jsonResponse(messageBodySchema, 'Sent when the account waits for verification'),
    400: accountErrors[400],
    429: accountErrors[429],
    503: accountErrors[503],
  },
});

/** Sign-up, verification by code and resending the code. */
export const signUpRoutes = createAccountRouter()
  .openapi(signUp, async (c) => {
    const deps = c.var.deps;
    const { email, password } = c.req.valid('json');
    await limitRequest(c, [
      ['signUpPerIp', clientIp(c)],
      ['signUpPerEmail', email],
    ]);
    const existing = await findAccountByEmail(deps.db, email);
    if (existing?.email_verified_at) throw new ConflictError(messages.emailAlreadyRegistered);
    const passwordHash = await hashPassword(password);
    if (!existing) {
      const account = await createAccount(deps.db, email, passwordHash);
      await sendVerification(deps, account, messages.registrationFailed);
      return c.json({ message: messages.verificationCodeSent }, 201);
    }
    // The latest sign-up sets the password: only whoever reads the mail can verify it.
    await deps.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', existing.id)
      .execute();
    // Within a minute of the last mail its code still stands: no second mail, same answer.
    if ((await verificationCooldown(deps.db, existing.id)) === 0) {
      await withRetryAfter(c, () => sendVerification(deps, existing, messages.registrationFailed));
    }
    return c.json({ message: messages.verificationCodeSent }, 200);
  })
  .openapi(verifyOtp, async (c) => {
    const { db, config } = c.var.deps;
    const { email, otp } = c.req.valid('json');
    await limitRequest(c, [
      ['codeCheckPerIp', clientIp(c)],
      ['codeCheckPerEmail', email],
    ]);
    const account = await findAccountByEmail(db, email);
    if (!account || !(await consumeOtp(c.var.deps, account.id, otp))) {
      throw new BadRequestError(messages.otpInvalid);
    }
    await markEmailVerified(db, account.id);
    return c.json(await tokenAfterVerification(config, account), 200);
  })
  .openapi(resendOtp, async (c) => {
    const deps = c.var.deps;
    const { email } = c.req.valid('json');
    await limitRequest(c, [
      ['resendPerIp', clientIp(c)],
      ['resendPerEmail', email],
    ]);
    const account = await findAccountByEmail(deps.db, email);
    // A finished account gets nothing, and the answer does not say whether the e-mail exists.
    if (account && (!account.email_verified_at || !account.profile_complete)) {
      await withRetryAfter(c, () => sendVerification(deps, account, messages.resendOtpFailed));
    }
    return c.json({ message: messages.verificationCodeSent }, 200);
  });
