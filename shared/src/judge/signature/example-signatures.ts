import type { ClassSignature, FunctionSignature } from '../../contract/signature.ts';

/** Two Sum's signature, as the judge's tests use it: `twoSum(nums: int[], target: int): int[]`. */
export const twoSumSignature: FunctionSignature = {
  kind: 'function',
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'integer[]' },
    { name: 'target', type: 'integer' },
  ],
  return: { type: 'integer[]' },
};

/** A small class-design signature for the judge's tests: MinStack's push and getMin. */
export const minStackSignature: ClassSignature = {
  kind: 'class',
  className: 'MinStack',
  constructorParams: [],
  methods: [
    { name: 'push', params: [{ name: 'val', type: 'integer' }], return: { type: 'void' } },
    { name: 'getMin', params: [], return: { type: 'integer' } },
  ],
};
