import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

describe('createSseParser', () => {
  it('returns each event once it is complete, across chunks', () => {
    const parse = createSseParser();
    expect(parse('event: progress\ndata: {"a"')).toEqual([]);
    expect(parse(':1}\n\ndata: {"b":2}\r\n\r\n: keep-alive\n\n')).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins multi-line data and ignores comments and ids', () => {
    const parse = createSseParser();
    expect(parse('id: 3\ndata: line one\ndata:line two\n\n')).toEqual(['line one\nline two']);
  });
});
