import { type Literal, LiteralSyntaxError } from './literal.ts';

const numberPattern = /-?(?:\d+)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const escapes: Record<string, string> = {
  '"': '"',
  "'": "'",
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** Reads literals from text, one after another; whitespace (including newlines) separates them. */
class LiteralReader {
  offset = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.offset < this.text.length && /\s/.test(this.text[this.offset]!)) this.offset++;
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.offset >= this.text.length;
  }

  read(): Literal {
    this.skipSpace();
    const char = this.text[this.offset];
    if (char === undefined) throw new LiteralSyntaxError('Expected a value', this.offset);
    if (char === '[') return this.readArray();
    if (char === '"' || char === "'") return this.readString(char);
    if (char === '-' || (char >= '0' && char <= '9')) return this.readNumber();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.offset)) {
        this.offset += word.length;
        return value;
      }
    }
    throw new LiteralSyntaxError(`Unexpected character ${JSON.stringify(char)}`, this.offset);
  }

  private readArray(): Literal[] {
    this.offset++;
    const items: Literal[] = [];
    this.skipSpace();
    if (this.text[this.offset] === ']') {
      this.offset++;
      return items;
    }
    for (;;) {
      items.push(this.read());
      this.skipSpace();
      const char = this.text[this.offset++];
      if (char === ']') return items;
      if (char !== ',') throw new LiteralSyntaxError('Expected , or ]', this.offset - 1);
    }
  }

  private readString(quote: string): string {
    let value = '';
    this.offset++;
    for (;;) {
      const char = this.text[this.offset++];
      if (char === undefined) throw new LiteralSyntaxError('Unterminated string', this.offset - 1);
      if (char === quote) return value;
      if (char !== '\\') {
        value += char;
        continue;
      }
      const escaped = this.text[this.offset++];
      if (escaped === 'u') {
        const hex = this.text.slice(this.offset, this.offset + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex))
          throw new LiteralSyntaxError('Bad \\u escape', this.offset);
        value += String.fromCharCode(parseInt(hex, 16));
        this.offset += 4;
      } else if (escaped !== undefined && escaped in escapes) {
        value += escapes[escaped];
      } else {
        throw new LiteralSyntaxError('Bad escape', this.offset - 1);
      }
    }
  }

  private readNumber(): bigint | number {
    numberPattern.lastIndex = this.offset;
    const match = numberPattern.exec(this.text);
    if (!match) throw new LiteralSyntaxError('Bad number', this.offset);
    this.offset += match[0].length;
    return /[.eE]/.test(match[0]) ? Number(match[0]) : BigInt(match[0]);
  }
}

/** Parses every literal in the text: a case input holds one per parameter, one per line. */
export function parseLiterals(text: string): Literal[] {
  const reader = new LiteralReader(text);
  const values: Literal[] = [];
  while (!reader.atEnd()) values.push(reader.read());
  return values;
}

/** Parses exactly one literal (surrounding whitespace allowed). */
export function parseLiteral(text: string): Literal {
  const reader = new LiteralReader(text);
  const value = reader.read();
  if (!reader.atEnd())
    throw new LiteralSyntaxError('Unexpected text after the value', reader.offset);
  return value;
}
