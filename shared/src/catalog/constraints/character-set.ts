/**
 * The character sets constraint lines name ("lowercase English letters, digits and the brackets
 * '[' and ']'"), read into one set of characters. Null when a part is not a set we know.
 */
const namedSets: Record<string, string> = {
  'lowercase english letters': 'abcdefghijklmnopqrstuvwxyz',
  'lowercase english letter': 'abcdefghijklmnopqrstuvwxyz',
  'uppercase english letters': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'uppercase english letter': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'english letters': 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  digit: '0123456789',
  spaces: ' ',
  // LeetCode's "symbols": the printable ASCII characters that are neither letters, digits nor space.
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  'printable ascii characters': Array.from({ length: 95 }, (_, code) =>
    String.fromCharCode(32 + code),
  ).join(''),
};

/** Splits a list written in prose ("a, b, and c", "a or b") outside quotes and brackets. */
export function splitProseList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = null;
      current += char;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    if (depth === 0) {
      const separator = /^(?:,\s*(?:and|or)\s+|,\s*|\s+and\s+|\s+or\s+)/.exec(text.slice(index));
      if (separator) {
        parts.push(current.trim());
        current = '';
        index += separator[0].length - 1;
        continue;
      }
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter((part) => part !== '');
}

/** The quoted characters of a part: `'[' ` gives `[`, `'()[]{}'` gives all six. */
function quotedCharacters(part: string): string | null {
  const match =
    /^(?:the (?:characters?|brackets?|symbols?) )?((?:'[^']+'|"[^"]+")(?:\s+(?:'[^']+'|"[^"]+"))*)$/.exec(
      part,
    );
  if (!match) return null;
  return [...match[1]!.matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => m[1] ?? m[2]).join('');
}

/** The characters a prose set allows, or null when any part of it is not one we know. */
export function readCharacterSet(text: string): Set<string> | null {
  const normalised = text
    .replace(/\s+only$/, '')
    .replace(/^only\s+/, '')
    .replace(/upper- and lower-case English letters/g, 'English letters')
    .replace(/uppercase and lowercase English letters/g, 'English letters');
  const allowed = new Set<string>();
  for (const part of splitProseList(normalised)) {
    const named = namedSets[part.toLowerCase()];
    const quoted = named === undefined ? quotedCharacters(part) : named;
    if (quoted === null) return null;
    for (const char of quoted) allowed.add(char);
  }
  return allowed.size > 0 ? allowed : null;
}

/** The first character of `text` outside the set, or null. */
export function characterOutside(text: string, allowed: Set<string>): string | null {
  for (const char of text) if (!allowed.has(char)) return char;
  return null;
}
