import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/** One e-mail, plain text (the codes and links must survive every mail client). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; rejects when the message could not be handed to the mail server. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer over SMTP_URL; without one, each message is written to the server log, marked as
 * such, so a local user can still read the code and the link.
 */
export function createMailer(mail: Config['mail'], logger: Logger): Mailer {
  if (!mail.smtpUrl) {
    return {
      async send(message) {
        logger.info(
          `[mail not sent: SMTP_URL is not set] To: ${message.to} | Subject: ${message.subject}\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
  };
}
