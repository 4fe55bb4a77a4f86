import {
  type CaptureSmtpServer,
  type CapturedMail,
  startCaptureSmtpServer,
} from '../../../api/src/mail/capture-smtp-server.ts';

/** The SMTP server the API mails to, with helpers that read codes and links out of messages. */
export interface Mailbox {
  /** How many messages `to` has received so far. */
  count(to: string): number;
  /** The first message to `to` after the first `skip` (default: the next one not yet counted). */
  next(to: string, skip?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** The 6-digit code of a verification mail. */
export function codeIn(mail: CapturedMail): string {
  const code = /verification code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${mail.subject}"`);
  return code;
}

/** The first link in a mail that leads to `path` of the web app, e.g. '/reset-password'. */
export function linkIn(mail: CapturedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`No ${path} link in the mail "${mail.subject}"`);
  return link;
}

export async function startMailbox(port: number): Promise<Mailbox> {
  const server: CaptureSmtpServer = await startCaptureSmtpServer(port);
  const count = (to: string) =>
    server.messages.filter((mail) => mail.to.includes(to.toLowerCase())).length;
  return {
    count,
    next: (to, skip) => server.waitForMail(to, { skip: skip ?? count(to), timeoutMs: 15_000 }),
    close: () => server.close(),
  };
}
