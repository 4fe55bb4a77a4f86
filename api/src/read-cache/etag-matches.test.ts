import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag-matches.ts';

describe('etagMatches', () => {
  const etag = '"abc123"';

  it('matches the answer in any encoding (each encoding has its own ETag)', () => {
    expect(etagMatches('"abc123"', etag)).toBe(true);
    expect(etagMatches('"abc123-br"', etag)).toBe(true);
    expect(etagMatches('"abc123-gzip"', etag)).toBe(true);
  });

  it('matches a weak validator, one of a list, and *', () => {
    expect(etagMatches('W/"abc123-gzip"', etag)).toBe(true);
    expect(etagMatches('"other", "abc123"', etag)).toBe(true);
    expect(etagMatches(' * ', etag)).toBe(true);
  });

  it('does not match another answer, nor one whose ETag merely starts the same', () => {
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches('"abc1234"', etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});
