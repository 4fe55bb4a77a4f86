/**
 * Decides whether a case's output matches the expected output (both as literal text). `input` is
 * the case's input (LeetCode's text), for checkers that validate an answer against it when many
 * answers are right.
 */
export interface Checker {
  check(expected: string, actual: string, input: string): boolean;
}
