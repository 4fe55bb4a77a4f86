import { SMTPServer } from 'smtp-server';

/** A received message, decoded enough to read codes and links. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives (tests and local runs). */
export interface CaptureSmtpServer {
  /** smtp://127.0.0.1:port, ready for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message to `to` (after `skip` earlier ones) that arrives. */
  waitForMail(to: string, options?: { skip?: number; timeoutMs?: number }): Promise<CapturedMail>;
  /** While set, the server refuses every message (a mail outage). */
  setRefusing(refusing: boolean): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Splits a single-part message into headers and its decoded text. */
export function parseMail(raw: string, to: string[]): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/** Starts the server on 127.0.0.1:`port` (0: any free port). */
export async function startCaptureSmtpServer(port = 0): Promise<CaptureSmtpServer> {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
        for (const wake of waiters.splice(0)) wake();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    setRefusing(value) {
      refusing = value;
    },
    waitForMail(to, { skip = 0, timeoutMs = 10_000 } = {}) {
      const find = () => messages.filter((m) => m.to.includes(to.toLowerCase()))[skip];
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          const found = find();
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else {
            waiters.push(check);
          }
        };
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
