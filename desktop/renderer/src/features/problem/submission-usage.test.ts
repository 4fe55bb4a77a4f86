import { describe, expect, it } from 'vitest';
import { formatMemory, formatRuntime } from './submission-usage.ts';

describe('submission usage', () => {
  it('writes runtime in ms and memory in KB or MB, a dash when unknown', () => {
    expect(formatRuntime(12)).toBe('12 ms');
    expect(formatRuntime(null)).toBe('—');
    expect(formatMemory(900)).toBe('900 KB');
    expect(formatMemory(1536)).toBe('1.5 MB');
    expect(formatMemory(null)).toBe('—');
  });
});
