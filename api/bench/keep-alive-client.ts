import { connect, type Socket } from 'node:net';

const headerEnd = Buffer.from('\r\n\r\n');
const lineEnd = Buffer.from('\r\n');

/**
 * One keep-alive HTTP/1.1 connection of the load generator, one request at a time: it writes a
 * GET and reads the answer's status, headers and body (Content-Length or chunked) off the socket.
 * node:http's client cost about twice the CPU of a bare node:http server per request, on the same
 * two cores as the server it measured: the benchmark measured its own client. This one parses
 * only what it needs to find the end of an answer.
 */
export class KeepAliveClient {
  private socket: Socket | null = null;
  private buffered: Buffer | null = null;
  private pending: ((status: number) => void) | null = null;
  private readonly requests = new Map<string, Buffer>();

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly headers: Record<string, string>,
  ) {}

  /** Opens the connection (the first `get` does it too). */
  open(): Promise<void> {
    if (this.socket) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port, noDelay: true }, () => {
        socket.off('error', reject);
        resolve();
      });
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => this.received(chunk));
      socket.on('error', () => this.closed(socket));
      socket.on('close', () => this.closed(socket));
      this.socket = socket;
    });
  }

  /** GETs `path`; resolves with the answer's status, or 0 when the connection failed. */
  async get(path: string): Promise<number> {
    try {
      await this.open();
    } catch {
      this.socket = null;
      return 0;
    }
    let request = this.requests.get(path);
    if (!request) {
      const lines = Object.entries(this.headers).map(([name, value]) => `${name}: ${value}\r\n`);
      request = Buffer.from(
        `GET ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n${lines.join('')}\r\n`,
      );
      this.requests.set(path, request);
    }
    return new Promise((resolve) => {
      this.pending = resolve;
      this.socket!.write(request);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private closed(socket: Socket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.buffered = null;
    this.settle(0);
  }

  private settle(status: number): void {
    const pending = this.pending;
    this.pending = null;
    pending?.(status);
  }

  private received(chunk: Buffer): void {
    const data = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = answerEnd(data);
    if (end === null) {
      this.buffered = data;
      return;
    }
    this.buffered = end < data.length ? data.subarray(end) : null;
    const status = Number(data.toString('latin1', 9, 12));
    const head = data.toString('latin1', 0, data.indexOf(headerEnd)).toLowerCase();
    if (/\r\nconnection: *close/.test(head)) this.close();
    this.settle(status);
  }
}

/** Where the first answer in `data` ends, or null while it is incomplete. */
function answerEnd(data: Buffer): number | null {
  const headEnd = data.indexOf(headerEnd);
  if (headEnd < 0) return null;
  const bodyStart = headEnd + 4;
  const head = data.toString('latin1', 0, headEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  if (status === 304 || status === 204) return bodyStart;
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return data.length >= end ? end : null;
  }
  if (!/\r\ntransfer-encoding: *chunked/.test(head)) return bodyStart;
  let at = bodyStart;
  for (;;) {
    const sizeEnd = data.indexOf(lineEnd, at);
    if (sizeEnd < 0) return null;
    const size = parseInt(data.toString('latin1', at, sizeEnd), 16);
    // The chunk, its CRLF; the last (empty) chunk ends with an empty trailer line.
    const next = sizeEnd + 2 + size + 2;
    if (data.length < next) return null;
    if (size === 0) return next;
    at = next;
  }
}
