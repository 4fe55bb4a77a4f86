/** Most text kept from a program's stdout or stderr for one case. */
export const keptOutputChars = 16_384;

/** Trims a program's text and caps its length. */
export function trimOutput(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > keptOutputChars ? `${trimmed.slice(0, keptOutputChars)}\n...` : trimmed;
}

/**
 * For stderr and error messages: trims them and reduces absolute paths to file names, so neither the server's layout nor a temp dir leaks into what the learner sees. A path
 * counts only where one can start (line start, space, quote, bracket), so "2024/01/05" stays.
 */
export function tidyOutput(text: string): string {
  return trimOutput(text.replace(/(^|[\s"'`(=:,])(?:\/[\w.+@-]+)+\/([\w.+@-]+)/gm, '$1$2'));
}
