import { describe, expect, it } from 'vitest';
import { javascriptFromTypescript } from './javascript-from-typescript.ts';

describe('javascriptFromTypescript', () => {
  it('strips the types and keeps the code and its comments', () => {
    const typescript = [
      'class KthLargest {',
      '  private heap: number[] = [];',
      '  // the k-th largest sits at the top of a min-heap of size k',
      '  constructor(private k: number, nums: number[]) {',
      '    for (const x of nums) this.add(x);',
      '  }',
      '  add(val: number): number {',
      '    const seen = new Map<number, number>();',
      '    return seen.get(val) ?? this.heap.length;',
      '  }',
      '}',
      '',
    ].join('\n');
    const javascript = javascriptFromTypescript(typescript);
    expect(javascript).toContain('constructor(k, nums) {');
    expect(javascript).toContain('this.k = k;');
    expect(javascript).toContain('heap = [];');
    expect(javascript).toContain('// the k-th largest sits at the top of a min-heap of size k');
    expect(javascript).toContain('const seen = new Map();');
    expect(javascript).not.toMatch(/: number|private /);
    expect(javascript.split('\n').filter((line) => line.startsWith('    this.k'))).toEqual([
      '    this.k = k;',
    ]);
  });

  it('leaves the indentation alone when a template literal could span lines', () => {
    const javascript = javascriptFromTypescript('const text: string = `a\n        b`;\n');
    expect(javascript).toBe('const text = `a\n        b`;\n');
  });
});
