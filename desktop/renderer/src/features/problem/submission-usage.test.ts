import { describe, expect, it } from 'vitest';
import {
  formatMemory,
  formatMemoryIn,
  formatRuntime,
  memoryAxisEnds,
  memoryUnit,
} from './submission-usage.ts';

describe('submission usage', () => {
  it('writes runtime in ms and memory in KB or MB, a dash when unknown', () => {
    expect(formatRuntime(12)).toBe('12 ms');
    expect(formatRuntime(null)).toBe('—');
    expect(formatMemory(900)).toBe('900 KB');
    expect(formatMemory(1536)).toBe('1.5 MB');
    expect(formatMemory(null)).toBe('—');
  });

  it('writes a distribution in the unit of the headline it sits under', () => {
    // The headline's 18.9 MB and its distribution's figures share one unit.
    expect(formatMemory(19388)).toBe('18.9 MB');
    expect(memoryUnit(19388)).toBe('MB');
    expect(formatMemoryIn(19388, memoryUnit(19388))).toBe('18.9');
    expect(memoryUnit(1023)).toBe('KB');
    expect(formatMemoryIn(1000.4, 'KB')).toBe('1000');
  });

  it('gives an axis as many decimals as its two ends need to differ', () => {
    expect(memoryAxisEnds(14000, 20000, 'MB')).toEqual(['13.7', '19.5']);
    expect(memoryAxisEnds(19250, 19300, 'MB')).toEqual(['18.80', '18.85']);
    expect(memoryAxisEnds(19388, 19389, 'MB')).toEqual(['18.934', '18.935']);
    expect(memoryAxisEnds(900, 1000, 'KB')).toEqual(['900', '1000']);
  });
});
