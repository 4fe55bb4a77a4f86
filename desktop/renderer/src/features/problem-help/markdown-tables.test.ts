import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown-tables.ts';

describe('markdownBlocks', () => {
  it('cuts prose and pipe tables apart, cells kept as Markdown', () => {
    const markdown =
      'Before.\n\n| step | `lo` | note |\n| --- | :-: | --- |\n| 1 | 0 | a \\| b |\n| 2 | 3 | **found** |\n\nAfter.';
    expect(markdownBlocks(markdown)).toEqual([
      { kind: 'text', markdown: 'Before.\n' },
      {
        kind: 'table',
        header: ['step', '`lo`', 'note'],
        rows: [
          ['1', '0', 'a | b'],
          ['2', '3', '**found**'],
        ],
      },
      { kind: 'text', markdown: '\nAfter.' },
    ]);
  });

  it('leaves a bar line without a divider, and bars inside fenced code, as prose', () => {
    const markdown = '| not a table |\n\n```\n| a |\n| --- |\n```';
    expect(markdownBlocks(markdown)).toEqual([{ kind: 'text', markdown }]);
  });
});
