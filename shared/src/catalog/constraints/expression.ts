/**
 * The arithmetic of constraint lines, as LeetCode writes it: `-2^31 <= nums[i] <= 2^31 - 1`,
 * `0 <= flights.length <= (n * (n - 1) / 2)`, `1 <= s.length, p.length <= 3 * 10^4`.
 * `^` is a power (right-associative, above unary minus: `-10^9` is `-(10^9)`).
 */
export type Expr =
  | { kind: 'number'; value: bigint | number; text: string }
  | { kind: 'string'; value: string; text: string }
  | { kind: 'name'; name: string; text: string }
  | { kind: 'index'; base: Expr; index: Expr; text: string }
  | { kind: 'member'; base: Expr; member: string; text: string }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/' | '^'; left: Expr; right: Expr; text: string }
  | { kind: 'negate'; operand: Expr; text: string }
  | { kind: 'sum'; operand: Expr; text: string }
  | { kind: 'tuple'; items: Expr[]; text: string }
  /** Values made by the reader, never written: a linked structure's node values, its count. */
  | { kind: 'nodes'; params: string[]; text: string }
  | { kind: 'count'; param: string; text: string }
  | { kind: 'answer'; text: string };

export const comparisons = ['<=', '<', '>=', '>', '==', '!='] as const;
export type Comparison = (typeof comparisons)[number];

/** `a <= b, c < d`: operands joined by comparisons; a position may list several operands. */
export interface Chain {
  operands: Expr[][];
  ops: Comparison[];
}

export class ExpressionError extends Error {
  override name = 'ExpressionError';
}

interface Token {
  type: 'number' | 'string' | 'name' | 'op';
  text: string;
  start: number;
}

const tokenPattern =
  /\s*(?:(\d+(?:\.\d+)?)|('[^']*'|"[^"]*")|([A-Za-z_][A-Za-z0-9_]*)|(<=|>=|==|!=|[<>+\-*/^()[\],.]))/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(tokenPattern.lastIndex))) break;
    const at = tokenPattern.lastIndex;
    const match = tokenPattern.exec(text);
    if (!match) throw new ExpressionError(`unexpected text at "${text.slice(at).trim()}"`);
    const start = match.index + match[0].length - match[0].trimStart().length;
    if (match[1] !== undefined) tokens.push({ type: 'number', text: match[1], start });
    else if (match[2] !== undefined) tokens.push({ type: 'string', text: match[2], start });
    else if (match[3] !== undefined) tokens.push({ type: 'name', text: match[3], start });
    else tokens.push({ type: 'op', text: match[4]!, start });
  }
  return tokens;
}

class ExpressionParser {
  private position = 0;
  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private accept(op: string): boolean {
    const token = this.peek();
    if (token?.type === 'op' && token.text === op) {
      this.position++;
      return true;
    }
    return false;
  }

  private expect(op: string): void {
    if (!this.accept(op)) throw new ExpressionError(`expected "${op}"`);
  }

  atEnd(): boolean {
    return this.position >= this.tokens.length;
  }

  /** The source text from token `from` to the current position. */
  private source(from: number): string {
    const first = this.tokens[from]!;
    const last = this.tokens[this.position - 1]!;
    return this.text.slice(first.start, last.start + last.text.length);
  }

  chain(): Chain {
    const operands = [this.operandList()];
    const ops: Comparison[] = [];
    for (;;) {
      const token = this.peek();
      const op = comparisons.find((candidate) => token?.type === 'op' && token.text === candidate);
      if (!op) break;
      this.position++;
      ops.push(op);
      operands.push(this.operandList());
    }
    return { operands, ops };
  }

  private operandList(): Expr[] {
    const list = [this.expression()];
    while (this.accept(',')) list.push(this.expression());
    return list;
  }

  expression(): Expr {
    const from = this.position;
    let left = this.term();
    for (;;) {
      const op = this.accept('+') ? '+' : this.accept('-') ? '-' : null;
      if (!op) return left;
      const right = this.term();
      left = { kind: 'binary', op, left, right, text: this.source(from) };
    }
  }

  private term(): Expr {
    const from = this.position;
    let left = this.unary();
    for (;;) {
      const op = this.accept('*') ? '*' : this.accept('/') ? '/' : null;
      if (!op) return left;
      const right = this.unary();
      left = { kind: 'binary', op, left, right, text: this.source(from) };
    }
  }

  private unary(): Expr {
    const from = this.position;
    if (this.accept('-')) {
      const operand = this.unary();
      return { kind: 'negate', operand, text: this.source(from) };
    }
    return this.power();
  }

  private power(): Expr {
    const from = this.position;
    const base = this.postfix();
    if (!this.accept('^')) return base;
    const exponent = this.unary();
    return { kind: 'binary', op: '^', left: base, right: exponent, text: this.source(from) };
  }

  private postfix(): Expr {
    const from = this.position;
    let expr = this.primary();
    for (;;) {
      if (this.accept('[')) {
        const index = this.expression();
        this.expect(']');
        expr = { kind: 'index', base: expr, index, text: this.source(from) };
      } else if (this.accept('.')) {
        const member = this.peek();
        if (member?.type !== 'name') throw new ExpressionError('expected a name after "."');
        this.position++;
        expr = { kind: 'member', base: expr, member: member.text, text: this.source(from) };
      } else {
        return expr;
      }
    }
  }

  private primary(): Expr {
    const from = this.position;
    const token = this.peek();
    if (!token) throw new ExpressionError('expected a value');
    if (token.type === 'number') {
      this.position++;
      const value = token.text.includes('.') ? Number(token.text) : BigInt(token.text);
      return { kind: 'number', value, text: token.text };
    }
    if (token.type === 'string') {
      this.position++;
      return { kind: 'string', value: token.text.slice(1, -1), text: token.text };
    }
    if (token.type === 'name') {
      this.position++;
      if (token.text === 'sum' && this.accept('(')) {
        const operand = this.expression();
        this.expect(')');
        return { kind: 'sum', operand, text: this.source(from) };
      }
      return { kind: 'name', name: token.text, text: token.text };
    }
    const close = token.text === '(' ? ')' : token.text === '[' ? ']' : null;
    if (!close) throw new ExpressionError(`unexpected "${token.text}"`);
    this.position++;
    const items = [this.expression()];
    while (this.accept(',')) items.push(this.expression());
    this.expect(close);
    // `(n * (n - 1) / 2)` is grouping; `(x_i, y_i)` and `[a_i, b_i]` are pairs.
    if (items.length === 1 && close === ')') return items[0]!;
    return { kind: 'tuple', items, text: this.source(from) };
  }
}

/** Parses a comparison chain; throws ExpressionError when the text is not one. */
export function parseChain(text: string): Chain {
  const parser = new ExpressionParser(text, tokenize(text));
  const chain = parser.chain();
  if (!parser.atEnd()) throw new ExpressionError('unexpected text after the comparison');
  if (chain.ops.length === 0) throw new ExpressionError('no comparison');
  return chain;
}

/** Parses one expression (a subject such as `words[i]`, a bound such as `3 * 10^4`). */
export function parseExpression(text: string): Expr {
  const parser = new ExpressionParser(text, tokenize(text));
  const expr = parser.expression();
  if (!parser.atEnd()) throw new ExpressionError('unexpected text after the value');
  return expr;
}
