import { describe, expect, it } from 'vitest';
import { twoSumSignature as twoSum } from '../contract/example-signatures.ts';
import type { Signature } from '../contract/signature.ts';
import { customCaseFault, namedCaseInput } from './case-input.ts';

describe('custom case input', () => {
  it('says what is wrong with an input that does not fit the signature', () => {
    expect(customCaseFault(twoSum, '[2,7,11,15]\n9')).toBeNull();
    expect(customCaseFault(twoSum, '[1,2,3')).toMatch(/Cannot read the input/);
    expect(customCaseFault(twoSum, '[1,2,3]\n"x"')).toMatch(/target/);
    expect(customCaseFault(twoSum, '[1,2,3]')).not.toBeNull();
    expect(customCaseFault(twoSum, '  ')).toBe('Enter one value per line.');
    expect(customCaseFault({ kind: 'stdio' }, 'anything')).toBeNull();
  });

  it('names each parameter of a function problem, LeetCode style', () => {
    expect(namedCaseInput(twoSum, '[2,7,11,15]\n9')).toBe('nums = [2,7,11,15]\ntarget = 9');
    // Lines that are not one per parameter stay as they are.
    expect(namedCaseInput(twoSum, '[2,7,11,15]')).toBe('[2,7,11,15]');
    expect(namedCaseInput({ kind: 'stdio' }, '1 2')).toBe('1 2');
  });
});

describe('custom case input agrees with the judge', () => {
  it('accepts what the judge accepts and refuses what it refuses', async () => {
    const { validateCaseInput } = await import('../judge/protocol/validate-case-input.ts');
    const lru: Signature = {
      kind: 'class',
      className: 'LRUCache',
      constructorParams: [{ name: 'capacity', type: 'integer' }],
      methods: [
        {
          name: 'put',
          params: [
            { name: 'key', type: 'integer' },
            { name: 'value', type: 'integer' },
          ],
          return: { type: 'void' },
        },
        { name: 'get', params: [{ name: 'key', type: 'integer' }], return: { type: 'integer' } },
      ],
    };
    const words: Signature = {
      kind: 'function',
      name: 'f',
      params: [
        { name: 'words', type: 'list<string>' },
        { name: 'c', type: 'character' },
        { name: 'root', type: 'TreeNode' },
      ],
      return: { type: 'boolean' },
    };
    const inputs: [Signature, string][] = [
      [twoSum, '[2,7,11,15]\n9'],
      [twoSum, '[1,2,3'],
      [twoSum, '[1,2]\n99999999999'],
      [twoSum, '[1,"a"]\n1'],
      [lru, '["LRUCache","put","get"]\n[[2],[1,1],[1]]'],
      [lru, '["LRUCache","pop"]\n[[2],[]]'],
      [lru, '["LRUCache","put"]\n[[2],[1]]'],
      [words, '["a","b"]\n"c"\n[1,null,2]'],
      [words, '["a","b"]\n"cd"\n[1,null,2]'],
      [words, '["a",1]\n"c"\n[]'],
    ];
    for (const [signature, input] of inputs) {
      if (signature.kind === 'stdio') continue;
      expect(customCaseFault(signature, input) === null, input).toBe(
        validateCaseInput(signature, input) === null,
      );
    }
  });
});
