/** Decides whether a case's output matches the expected output (both as literal text). */
export interface Checker {
  check(expected: string, actual: string): boolean;
}
