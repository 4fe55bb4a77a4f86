/**
 * A value in LeetCode's text format. Integers are bigints so 64-bit values survive; numbers are
 * doubles (a literal with a fraction or exponent); 'c' chars parse to one-character strings.
 */
export type Literal = bigint | number | boolean | null | string | Literal[];

/** A malformed literal, with the offset where reading stopped. */
export class LiteralSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
    this.name = 'LiteralSyntaxError';
  }
}
