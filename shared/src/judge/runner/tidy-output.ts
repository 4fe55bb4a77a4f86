/** Most text kept from a program's stdout or stderr for one case. */
export const keptOutputChars = 16_384;

/**
 * Trims a program's text and reduces absolute paths to file names (the spec's rule), so neither
 * the server's layout nor a temp dir leaks into what the learner sees.
 */
export function tidyOutput(text: string): string {
  const reduced = text.replace(/(?:\/[\w.+@-]+)+\/([\w.+@-]+)/g, '$1').trim();
  return reduced.length > keptOutputChars ? `${reduced.slice(0, keptOutputChars)}\n...` : reduced;
}
