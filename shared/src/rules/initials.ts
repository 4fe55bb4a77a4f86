/** Avatar fallback: the first letters of the first two words, upper-cased; 'U' without a name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters === '' ? 'U' : letters;
}
