import { describe, expect, it } from 'vitest';
import { treeCodecSignature } from '../../contract/example-signatures.ts';
import type { Signature } from '../../contract/signature.ts';
import { validateCase } from './validate-case.ts';

const addTwo: Signature = {
  kind: 'function',
  name: 'addTwo',
  params: [
    { name: 'a', type: 'integer' },
    { name: 'b', type: 'integer' },
  ],
  return: { type: 'integer' },
};
const counter: Signature = {
  kind: 'class',
  className: 'Counter',
  constructorParams: [],
  methods: [{ name: 'next', params: [], return: { type: 'integer' } }],
};

describe('validateCase', () => {
  it('accepts a case that fits, with or without its expected output', () => {
    expect(validateCase(addTwo, { input: '1\n2', output: '3' })).toBeNull();
    expect(validateCase(addTwo, { input: '1\n2' })).toBeNull();
    expect(
      validateCase(counter, { input: '["Counter","next"]\n[[],[]]', output: '[null,1]' }),
    ).toBeNull();
  });

  it('names the part that does not fit', () => {
    expect(validateCase(addTwo, { input: '1', output: '1' })).toMatch(/^input: Expected 2 input/);
    expect(validateCase(addTwo, { input: '[1,\n2', output: '1' })).toMatch(/^input: Cannot read/);
    expect(validateCase(addTwo, { input: '1\n"two"', output: '3' })).toMatch(/^input: b: /);
    expect(validateCase(addTwo, { input: '1\n2', output: '[3' })).toMatch(/^output: /);
    expect(validateCase(counter, { input: '["Timer","next"]\n[[],[]]' })).toBe(
      'input: The first call must be Counter',
    );
    expect(validateCase(counter, { input: '["Counter","next"]\n[[]]' })).toMatch(
      /^input: Expected two lines/,
    );
  });

  it('takes any text for a stdio problem', () => {
    expect(validateCase({ kind: 'stdio' }, { input: 'anything', output: '[' })).toBeNull();
  });

  it('checks the shapes that point into another input and unsigned 32-bit values', () => {
    const hasCycle: Signature = {
      kind: 'function',
      name: 'hasCycle',
      params: [
        { name: 'head', type: 'ListNode' },
        { name: 'pos', type: 'integer', cycleIn: 'head' },
      ],
      return: { type: 'boolean' },
    };
    expect(validateCase(hasCycle, { input: '[3,2,0,-4]\n1' })).toBeNull();
    expect(validateCase(hasCycle, { input: '[]\n-1' })).toBeNull();
    expect(validateCase(hasCycle, { input: '[3,2]\n2' })).toBe(
      'input: pos: Expected -1 or an index of head',
    );
    const lca: Signature = {
      kind: 'function',
      name: 'lowestCommonAncestor',
      params: [
        { name: 'root', type: 'TreeNode' },
        { name: 'p', type: 'TreeNode', nodeIn: 'root' },
      ],
      return: { type: 'TreeNode', nodeIn: 'root' },
    };
    expect(validateCase(lca, { input: '[2,1,3]\n3', output: '2' })).toBeNull();
    expect(validateCase(lca, { input: '[2,1,3]\n4' })).toBe('input: p: 4 is not a value of root');
    const flip: Signature = {
      kind: 'function',
      name: 'flip',
      params: [{ name: 'n', type: 'uint32' }],
      return: { type: 'uint32' },
    };
    expect(validateCase(flip, { input: '4294967295' })).toBeNull();
    expect(validateCase(flip, { input: '-1' })).toBe(
      'input: n: Expected an unsigned 32-bit integer, got -1',
    );
    expect(validateCase(flip, { input: '4294967296' })).toMatch(/^input: n: Expected an unsigned/);
  });

  it("reads a codec's case as the one value its encoder takes", () => {
    expect(validateCase(treeCodecSignature, { input: '[1,2,3,null,null,4,5]' })).toBeNull();
    expect(validateCase(treeCodecSignature, { input: '[1,2]\n[3]' })).toBe(
      'input: Expected 1 input line(s), got 2',
    );
    expect(validateCase(treeCodecSignature, { input: '"abc"' })).toMatch(/^input: root: /);
  });
});
