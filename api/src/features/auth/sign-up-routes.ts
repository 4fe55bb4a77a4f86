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
import { BadRequestError } from '../../errors.ts';
import { createAccount, findAccountByEmail } from './account-queries.ts';
import { tokenAfterVerification } from './account-session.ts';
import { clientIp, limitRequest, withRetryAfter } from './auth-context.ts';
import { jsonBody, jsonResponse, publicAccess, accountErrors } from '../../http/index.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { sendSignUpAttemptNotice } from './sign-up-attempt-notice.ts';
import {
  completeEmailVerification,
  consumeOtp,
  disputeSignUpPassword,
  sendVerification,
  verificationCooldown,
} from './verification.ts';
import { createAccountRouter } from './account-router.ts';
import { markSignUpBrowser } from './sign-up-browser.ts';

const signUp = createRoute({
  operationId: 'signUp',
  method: 'post',
  path: apiRoutes.auth.signup,
  security: publicAccess,
  tags: ['auth'],
  summary: 'Create an unverified account and mail it a 6-digit code and a verification link',
  description:
    'Answers alike (201, same message, same work) for a new, a pending and a registered e-mail. A new one gets a code and link; a pending one gets a new code unless the last went out under a minute ago, and its password is never replaced: a different password disputes it, and verification then keeps neither (set one with the reset link). The owner of a registered e-mail gets a mail saying someone tried to sign up.',
  request: { body: jsonBody(signUpRequestSchema) },
  responses: {
    201: jsonResponse(signUpResponseSchema, '`message` says a code was sent (whatever the e-mail)'),
    400: accountErrors[400],
    429: accountErrors[429],
    503: accountErrors[503],
  },
});

const verifyOtp = createRoute({
  operationId: 'verifyOtp',
  method: 'post',
  path: apiRoutes.auth.verifyOtp,
  security: publicAccess,
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
  operationId: 'resendOtp',
  method: 'post',
  path: apiRoutes.auth.resendOtp,
  security: publicAccess,
  tags: ['auth'],
  summary: 'Send a new code (and link); the same answer for unknown e-mails',
  request: { body: jsonBody(resendOtpRequestSchema) },
  responses: {
    200: jsonResponse(
      messageBodySchema,
      'Sent when the account waits for verification and its last code is over a minute old',
    ),
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
    // Every branch hashes and checks a password, so the answer's timing does not tell them apart.
    const [passwordHash, samePassword] = await Promise.all([
      hashPassword(password),
      verifyPassword(existing?.password_hash ?? null, password),
    ]);
    if (existing?.email_verified_at) {
      // Registered: the owner hears of the attempt; the caller gets the same answer as anyone.
      await sendSignUpAttemptNotice(deps, existing);
      return c.json({ message: messages.verificationCodeSent }, 201);
    }
    if (!existing) {
      const account = await createAccount(deps.db, email, passwordHash);
      await markSignUpBrowser(c, account.id);
      await sendVerification(deps, account, messages.registrationFailed);
      return c.json({ message: messages.verificationCodeSent }, 201);
    }
    // Pending: a second sign-up never replaces the password. A different one disputes it, and
    // verification then keeps neither (whoever reads the mail sets one through the reset link).
    if (!samePassword) await disputeSignUpPassword(deps.db, existing.id);
    // Within a minute of the last mail its code still stands: no second mail, same answer.
    if ((await verificationCooldown(deps.db, existing.id)) === 0) {
      await withRetryAfter(c, () => sendVerification(deps, existing, messages.registrationFailed));
    }
    return c.json({ message: messages.verificationCodeSent }, 201);
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
    await completeEmailVerification(c.var.deps, account);
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
    // A finished account gets nothing, a code under a minute old still stands, and the answer
    // does not say which of these (or an unknown e-mail) it was.
    const waiting = account && (!account.email_verified_at || !account.profile_complete);
    if (waiting && (await verificationCooldown(deps.db, account.id)) === 0) {
      await sendVerification(deps, account, messages.resendOtpFailed);
    }
    return c.json({ message: messages.verificationCodeSent }, 200);
  });
