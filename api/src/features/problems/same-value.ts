import { isDeepStrictEqual } from 'node:util';

/** Equal as JSON values: key order (jsonb reorders keys) and undefined fields do not count. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}
