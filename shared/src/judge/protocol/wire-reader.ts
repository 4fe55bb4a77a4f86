/** Reads wire tokens (see README.md) from a harness's answer bytes. */
export class WireReader {
  private offset = 0;
  constructor(private readonly bytes: Buffer) {}

  private skipSpace(): void {
    while (this.offset < this.bytes.length && this.bytes[this.offset]! <= 32) this.offset++;
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.offset >= this.bytes.length;
  }

  /** The next token; a string token ends at ':' (its length prefix). */
  token(): string {
    this.skipSpace();
    const start = this.offset;
    while (
      this.offset < this.bytes.length &&
      this.bytes[this.offset]! > 32 &&
      this.bytes[this.offset] !== 58
    ) {
      this.offset++;
    }
    if (start === this.offset) throw new Error('The answer ended early');
    return this.bytes.toString('latin1', start, this.offset);
  }

  /** True (and consumed) when the next token is the null marker `n`. */
  nullMarker(): boolean {
    this.skipSpace();
    if (this.bytes[this.offset] === 110 /* n */ && (this.bytes[this.offset + 1] ?? 32) <= 32) {
      this.offset++;
      return true;
    }
    return false;
  }

  count(): number {
    const value = Number(this.token());
    if (!Number.isInteger(value) || value < 0) throw new Error('Bad count in the answer');
    return value;
  }

  string(): string {
    const length = this.count();
    if (this.bytes[this.offset] !== 58) throw new Error('Bad string in the answer');
    const start = this.offset + 1;
    this.offset = start + length;
    if (this.offset > this.bytes.length) throw new Error('The answer ended early');
    return this.bytes.toString('utf8', start, this.offset);
  }
}
