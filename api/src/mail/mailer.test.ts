import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import { passwordResetMail, verificationMail } from './account-mails.ts';
import { captureSmtpServerPerFile } from '../test/capture-smtp-per-file.ts';
import { createMailer } from './mailer.ts';

const smtp = captureSmtpServerPerFile(18640);

const lifetimes = { codeMinutes: 10, linkHours: 24 };
const link = 'http://127.0.0.1:18641/verify-email?token=abc_DEF-123=';

describe('mailer', () => {
  it('delivers over SMTP with the configured sender', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'ZenCode <no-reply@zencode.test>' },
      { info() {}, debug() {}, warn() {}, error() {} },
    );
    await mailer.send(verificationMail('Learner@Example.com', '042917', link, lifetimes));
    const mail = await smtp.waitForMail('learner@example.com');
    expect(mail.subject).toBe('Your ZenCode verification code: 042917');
    expect(mail.text).toContain('Your verification code is 042917. It expires in 10 minutes.');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('valid for 24 hours');
  });

  it('writes the mail to the log, marked as not sent, without SMTP_URL', async () => {
    const lines: string[] = [];
    const logger: Logger = {
      info: (line) => lines.push(line),
      debug() {},
      warn() {},
      error() {},
    };
    const mailer = createMailer({ smtpUrl: undefined, from: 'x' }, logger);
    const resetLink = 'http://127.0.0.1:18641/reset-password?token=t0k3n';
    await mailer.send(passwordResetMail('learner@example.com', resetLink, 30));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('[mail not sent: SMTP_URL is not set]');
    expect(lines[0]).toContain('learner@example.com');
    expect(lines[0]).toContain(resetLink);
    expect(lines[0]).toContain('valid for 30 minutes');
  });

  it('rejects when the server refuses the message', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'no-reply@zencode.test' },
      { info() {}, debug() {}, warn() {}, error() {} },
    );
    smtp.setRefusing(true);
    try {
      await expect(
        mailer.send(passwordResetMail('x@example.com', 'http://x/reset', 30)),
      ).rejects.toThrow();
    } finally {
      smtp.setRefusing(false);
    }
  });
});
