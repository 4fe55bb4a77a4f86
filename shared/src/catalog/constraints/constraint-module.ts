import type { Literal } from '../../judge/literal/index.ts';

/** A case as a promise check reads it: plain objects of the input's values by name. */
export interface PromiseInput {
  /** A function problem's parameters; a stdio problem's global values. */
  values: Record<string, Literal>;
  /** A class-design case's calls (the constructor first); a stdio problem's lines, if any. */
  scopes: { label: string; method?: string; values: Record<string, Literal> }[];
  /** The expected output's literal, when the case has one. */
  answer?: Literal;
}

/** What a stdio problem's input holds, by name (`n`, `h`), and its lines if it has several. */
export interface StdioValues {
  global: Record<string, Literal>;
  scopes?: { label: string; values: Record<string, Literal> }[];
}

/**
 * What one problem adds to the reader: names for parts of its input, the reading of a stdio
 * input, and a check for each line the reader cannot read (keyed by the exact line).
 */
export interface ConstraintModule {
  /**
   * Names the lines use that the signature does not give, as expressions of it: `from_i` is
   * `flights[i][0]`; a phrase (`weight of each stone`) is replaced in the text.
   */
  names?: Record<string, string>;
  /** A stdio problem's input read into named values; throws an Error saying what is malformed. */
  stdio?: { names: string[]; read: (input: string) => StdioValues };
  /** Each line the reader cannot read, with its check: null when the case keeps it. */
  promises?: Record<string, (input: PromiseInput) => string | null>;
}
