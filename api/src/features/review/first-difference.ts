/** Characters of context shown on each side of the first difference. */
const context = 12;

const around = (text: string, at: number) =>
  `${at > context ? '…' : ''}${text.slice(Math.max(0, at - context), at + context)}${at + context < text.length ? '…' : ''}`;

/**
 * Where an answer first departs from the expected one, as a Markdown sentence: the line and
 * column, and a few characters of each around it. Null when they are the same.
 */
export function firstDifference(expected: string, actual: string): string | null {
  if (expected === actual) return null;
  let at = 0;
  while (at < expected.length && at < actual.length && expected[at] === actual[at]) at += 1;
  const before = expected.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  const place =
    expected.includes('\n') || actual.includes('\n')
      ? `line ${line}, column ${column}`
      : `character ${column}`;
  if (at >= actual.length)
    return `Your answer stops short at ${place}: the expected answer goes on with \`${around(expected, at)}\`.`;
  if (at >= expected.length)
    return `Your answer goes on past the expected end, at ${place}: \`${around(actual, at)}\`.`;
  return `They first differ at ${place}: expected \`${around(expected, at)}\`, your answer has \`${around(actual, at)}\`.`;
}
