import { describe, expect, it } from 'vitest';
import { keptOutputChars, tidyOutput, trimOutput } from './tidy-output.ts';

describe('tidyOutput', () => {
  it('reduces absolute paths to file names', () => {
    expect(tidyOutput('/tmp/zc-run-abc/solution.cpp:3:5: error: x\n')).toBe(
      'solution.cpp:3:5: error: x',
    );
    expect(tidyOutput('In file included from /usr/include/c++/12/vector:64,')).toBe(
      'In file included from vector:64,',
    );
    expect(tidyOutput('  File "/tmp/zc-run-x/solution.py", line 4')).toBe(
      'File "solution.py", line 4',
    );
  });

  it('leaves text that only looks like a path alone', () => {
    expect(tidyOutput('date 2024/01/05 and 1/2/3')).toBe('date 2024/01/05 and 1/2/3');
  });
});

describe('trimOutput', () => {
  it('trims and caps without touching paths', () => {
    expect(trimOutput('  /a/b/c \n')).toBe('/a/b/c');
    expect(trimOutput('x'.repeat(keptOutputChars + 5))).toHaveLength(keptOutputChars + 4);
  });
});
