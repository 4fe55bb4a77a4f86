/** A JSON column's value, or undefined when the text is not JSON (the row's schema refuses it). */
export function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
