/** The spec's default check: both sides trimmed, then exactly equal. */
export function outputsMatch(actual: string, expected: string): boolean {
  return actual.trim() === expected.trim();
}
