import { pageRoutes } from '@zencode/shared/contract';
import type { AppDeps } from '../../app-env.ts';
import { signUpAttemptMail } from '../../mail/index.ts';
import { mailerOf } from './auth-context.ts';

/**
 * Tells the owner of a registered e-mail that someone tried to sign up with it. A mail that cannot
 * be sent is logged only: the sign-up answers the same either way.
 */
export async function sendSignUpAttemptNotice(
  deps: AppDeps,
  account: { email: string },
): Promise<void> {
  const { config, logger } = deps;
  const signInLink = `${config.publicUrl}${pageRoutes.signin}`;
  const resetLink = `${config.publicUrl}${pageRoutes.forgotPassword}`;
  try {
    await mailerOf(deps).send(signUpAttemptMail(account.email, signInLink, resetLink));
  } catch (error) {
    logger.error(`Could not send the sign-up attempt notice to ${account.email}`, error);
  }
}
