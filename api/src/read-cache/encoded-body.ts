import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes compression costs more than it saves (as compress-responses.ts). */
const threshold = 1024;

export type BodyEncoding = 'br' | 'gzip';

/**
 * A cached answer's body in the encodings clients ask for, each compressed once, on its first
 * request, instead of on every answer (compress-responses.ts would compress each one again).
 * Small bodies are never compressed. The compressed copies (a fraction of the text) are not
 * counted in the cache's budget.
 */
export class EncodedBody {
  private readonly encoded = new Map<BodyEncoding, Promise<Buffer>>();

  constructor(readonly text: string) {}

  /** The body to send for `encoding`, or null when the plain text should go out. */
  encodedAs(encoding: BodyEncoding | undefined): Promise<Buffer> | null {
    if (!encoding || this.text.length < threshold) return null;
    let body = this.encoded.get(encoding);
    if (!body) {
      const plain = Buffer.from(this.text);
      body =
        encoding === 'br'
          ? brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipAsync(plain, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
