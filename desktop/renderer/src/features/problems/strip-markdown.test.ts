import { describe, expect, it } from 'vitest';
import { stripMarkdown } from './strip-markdown.ts';

describe('stripMarkdown', () => {
  it('keeps the words of a typical statement', () => {
    const statement = [
      '# Two Sum',
      '',
      'Given an array of integers `nums` and an integer `target`, return *indices* of the **two numbers**',
      'such that they add up to `target`.',
      '',
      '- You may assume that each input would have **exactly one solution**.',
      '1. You may not use the _same_ element twice.',
    ].join('\n');
    expect(stripMarkdown(statement)).toBe(
      'Two Sum Given an array of integers nums and an integer target, return indices of the two numbers such that they add up to target. You may assume that each input would have exactly one solution. You may not use the same element twice.',
    );
  });

  it('drops code blocks, images, HTML and link targets', () => {
    const statement =
      'See [the docs](https://example.org) and ![a tree](tree.png)\n```cpp\nint x;\n```\n<p>x &lt; y</p>';
    expect(stripMarkdown(statement)).toBe('See the docs and a tree x < y');
  });

  it('leaves identifiers with underscores and arithmetic alone', () => {
    expect(stripMarkdown('Use snake_case_names and 2 * 3 * 4')).toBe(
      'Use snake_case_names and 2 * 3 * 4',
    );
  });

  it('returns an empty string for empty input', () => {
    expect(stripMarkdown('')).toBe('');
    expect(stripMarkdown('\n\n  ')).toBe('');
  });
});
