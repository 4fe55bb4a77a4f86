import type { MailMessage } from './mailer.ts';

/** How long what a mail carries stays valid, stated in the mail. */
export interface MailLifetimes {
  codeMinutes: number;
  linkHours: number;
}

/** The sign-up mail: the 6-digit code and, for those who prefer a click, the verification link. */
export function verificationMail(
  to: string,
  code: string,
  link: string,
  lifetimes: MailLifetimes,
): MailMessage {
  return {
    to,
    subject: `Your ZenCode verification code: ${code}`,
    text: [
      'Welcome to ZenCode.',
      '',
      `Your verification code is ${code}. It expires in ${lifetimes.codeMinutes} minutes.`,
      '',
      `Or verify your email with this link (valid for ${lifetimes.linkHours} hours):`,
      link,
      '',
      'If you did not sign up, you can ignore this email.',
    ].join('\n'),
  };
}

/** The forgot-password mail with its single-use reset link. */
export function passwordResetMail(to: string, link: string, linkMinutes: number): MailMessage {
  return {
    to,
    subject: 'Reset your ZenCode password',
    text: [
      'Someone asked to reset the password of your ZenCode account.',
      '',
      `Set a new password with this link (valid for ${linkMinutes} minutes, usable once):`,
      link,
      '',
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/** To the owner of a registered e-mail when someone signs up with it again. */
export function signUpAttemptMail(to: string, signInLink: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to sign up to ZenCode with your email',
    text: [
      'Someone tried to create a ZenCode account with this email, which already has one.',
      '',
      `If it was you, sign in instead: ${signInLink}`,
      `Forgot your password? Reset it here: ${resetLink}`,
      '',
      'If it was not you, ignore this email: nothing about your account changed.',
    ].join('\n'),
  };
}

/**
 * After verifying an address that was signed up twice with different passwords: neither was kept,
 * and this single-use link sets one.
 */
export function passwordNotKeptMail(to: string, link: string, linkMinutes: number): MailMessage {
  return {
    to,
    subject: 'Set your ZenCode password',
    text: [
      'Your email is verified. This address was signed up more than once with different',
      'passwords before it was verified, so for your safety neither password was kept.',
      '',
      `Set your password with this link (valid for ${linkMinutes} minutes, usable once):`,
      link,
    ].join('\n'),
  };
}
