/**
 * Reduces file paths in compiler and runtime output to file names, so diagnostics read
 * "Main.java:3: error" rather than exposing the judge's working directories.
 */
export function stripFilePaths(text: string): string {
  return text.replace(/(?<![\w:/.])(?:[A-Za-z]:)?(?:[\\/][\w.+-]+)+[\\/]([\w.+-]+)/g, '$1');
}
