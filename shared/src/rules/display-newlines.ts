/** Testcase text for display: escaped newline sequences (\n, \r\n) shown as real line breaks. */
export function displayNewlines(text: string): string {
  return text.replace(/\\r\\n|\\n/g, '\n');
}
