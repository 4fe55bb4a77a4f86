import { type Literal, parseLiteral } from '../literal/index.ts';

/** Both texts as literals, or null when either is not one (the checker then compares exactly). */
export function parseBoth(expected: string, actual: string): [Literal, Literal] | null {
  try {
    return [parseLiteral(expected), parseLiteral(actual)];
  } catch {
    return null;
  }
}
