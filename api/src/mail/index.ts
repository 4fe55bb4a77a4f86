export {
  passwordNotKeptMail,
  passwordResetMail,
  signUpAttemptMail,
  verificationMail,
  type MailLifetimes,
} from './account-mails.ts';
export { createMailer, type MailMessage, type Mailer } from './mailer.ts';
export {
  startCaptureSmtpServer,
  type CaptureSmtpServer,
  type CapturedMail,
} from './capture-smtp-server.ts';
