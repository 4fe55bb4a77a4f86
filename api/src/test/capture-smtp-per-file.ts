import { afterAll, beforeAll } from 'vitest';
import { startCaptureSmtpServer, type CaptureSmtpServer } from '../mail/index.ts';

/**
 * For a test file: a capturing SMTP server on `port` (0: any free one), started before the file's
 * own beforeAll hooks and closed after its afterAll hooks. Read it inside the hooks and tests.
 */
export function captureSmtpServerPerFile(port = 0): CaptureSmtpServer {
  const smtp = {} as CaptureSmtpServer;
  beforeAll(async () => {
    Object.assign(smtp, await startCaptureSmtpServer(port));
  });
  afterAll(async () => {
    await smtp.close?.();
  });
  return smtp;
}
