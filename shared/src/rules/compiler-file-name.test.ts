import { describe, expect, it } from 'vitest';
import { nextCompilerFileName } from './compiler-file-name.ts';

describe('nextCompilerFileName', () => {
  it('numbers after the open files with the language extension', () => {
    expect(nextCompilerFileName([], 'cpp')).toBe('main1.cpp');
    expect(nextCompilerFileName(['main1.cpp'], 'python')).toBe('main2.py');
    expect(nextCompilerFileName(['main1.cpp', 'main2.py'], 'javascript')).toBe('main3.js');
    expect(nextCompilerFileName([], 'java')).toBe('main1.java');
  });

  it('skips a name already open', () => {
    expect(nextCompilerFileName(['main2.cpp'], 'cpp')).toBe('main3.cpp');
  });
});
