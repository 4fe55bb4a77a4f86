import { compress, compressionThreshold, type Encoding } from '../http/index.ts';

/**
 * A cached answer's body in the encodings clients ask for, each compressed once, on its first
 * request, instead of on every answer (compress-responses.ts would compress each one again).
 * Small bodies are never compressed. The compressed copies (a fraction of the text) are not
 * counted in the cache's budget.
 */
export class EncodedBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  private plain: Buffer | undefined;

  constructor(readonly text: string) {}

  /** The text as UTF-8 bytes, made once. */
  get bytes(): Buffer {
    return (this.plain ??= Buffer.from(this.text));
  }

  /** The body to send for `encoding`, or null when the plain text should go out. */
  encodedAs(encoding: Encoding | undefined): Promise<Buffer> | null {
    if (!encoding || this.text.length < compressionThreshold) return null;
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compress(this.plain ?? Buffer.from(this.text), encoding);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
