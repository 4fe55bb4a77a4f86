import { describe, expect, it } from 'vitest';
import { stripFilePaths } from './strip-file-paths.ts';

describe('stripFilePaths', () => {
  it('reduces absolute paths to file names', () => {
    expect(stripFilePaths("/tmp/judge-1a2b/solution.cpp:3:5: error: expected ';'")).toBe(
      "solution.cpp:3:5: error: expected ';'",
    );
    expect(stripFilePaths('  File "/work/box/main.py", line 2')).toBe('  File "main.py", line 2');
    expect(stripFilePaths('C:\\Users\\ada\\Main.java:1: error')).toBe('Main.java:1: error');
  });

  it('reduces every path in multi-line output', () => {
    const text = '/a/b/x.c:1: warning\n/a/b/x.c:2: error';
    expect(stripFilePaths(text)).toBe('x.c:1: warning\nx.c:2: error');
  });

  it('leaves text without paths alone', () => {
    expect(stripFilePaths('ZeroDivisionError: division by zero')).toBe(
      'ZeroDivisionError: division by zero',
    );
    expect(stripFilePaths('a / b and 1/2')).toBe('a / b and 1/2');
  });

  it('leaves URLs intact', () => {
    expect(stripFilePaths('see https://example.com/docs/page')).toBe(
      'see https://example.com/docs/page',
    );
  });
});
