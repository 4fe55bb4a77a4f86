import { describe, expect, it } from 'vitest';
import type { FunctionSignature } from '../../contract/signature.ts';
import { twoSumSignature as twoSum } from '../../contract/example-signatures.ts';
import { CaseInputError } from './case-input-error.ts';
import { encodeBatchCase } from './encode-batch.ts';
import { EncodedCaseCache } from './encoded-case-cache.ts';

const longSum: FunctionSignature = {
  ...twoSum,
  params: [
    { name: 'nums', type: 'long[]' },
    { name: 'target', type: 'long' },
  ],
};

describe('EncodedCaseCache', () => {
  it('gives encodeBatchCase’s bytes, and the kept buffer on the next read', () => {
    const cache = new EncodedCaseCache();
    const first = cache.get(twoSum, '[2,7,11,15]\n9');
    expect(first.equals(encodeBatchCase(twoSum, '[2,7,11,15]\n9'))).toBe(true);
    expect(cache.get(twoSum, '[2,7,11,15]\n9')).toBe(first);
    expect(cache.size).toBe(1);
  });

  it('keeps the same input apart under different signatures', () => {
    const cache = new EncodedCaseCache();
    cache.get(twoSum, '[3,3]\n6');
    expect(() => cache.get(twoSum, '[3,3]\n3000000000')).toThrow(CaseInputError);
    expect(cache.get(longSum, '[3,3]\n3000000000').toString()).toContain('3000000000');
    expect(cache.size).toBe(2);
  });

  it('throws for an input that does not fit, every time, and keeps nothing of it', () => {
    const cache = new EncodedCaseCache();
    expect(() => cache.get(twoSum, '[1,2]\n"x"')).toThrow(CaseInputError);
    expect(() => cache.get(twoSum, '[1,2]\n"x"')).toThrow(CaseInputError);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used cases past its capacity', () => {
    const inputs = ['[1,2]\n3', '[4,5]\n9', '[6,1]\n7'];
    // Every entry here has the same size: key characters (2 bytes each) and the encoding.
    const entrySize =
      `${JSON.stringify(twoSum)}\u0000${inputs[0]}`.length * 2 +
      encodeBatchCase(twoSum, inputs[0]!).length;
    const cache = new EncodedCaseCache(entrySize * 2);
    const kept = cache.get(twoSum, inputs[0]!);
    cache.get(twoSum, inputs[1]!);
    cache.get(twoSum, inputs[0]!); // now the most recent
    cache.get(twoSum, inputs[2]!); // pushes out inputs[1]
    expect(cache.size).toBe(2);
    expect(cache.get(twoSum, inputs[0]!)).toBe(kept);
    const again = cache.get(twoSum, inputs[1]!);
    expect(again.equals(encodeBatchCase(twoSum, inputs[1]!))).toBe(true);
    expect(cache.size).toBe(2);
  });

  it('encodes but does not keep a case larger than the whole cache', () => {
    const cache = new EncodedCaseCache(10);
    expect(cache.get(twoSum, '[1,2]\n3').equals(encodeBatchCase(twoSum, '[1,2]\n3'))).toBe(true);
    expect(cache.size).toBe(0);
  });
});
