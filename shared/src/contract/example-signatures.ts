import type { ClassSignature, CodecSignature, FunctionSignature } from './signature.ts';

/** Two Sum's signature (the judge's tests and the admin's function template): `twoSum(nums: int[], target: int): int[]`. */
export const twoSumSignature: FunctionSignature = {
  kind: 'function',
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'integer[]' },
    { name: 'target', type: 'integer' },
  ],
  return: { type: 'integer[]' },
};

/** A small class-design signature (the judge's tests and the admin's class template). */
export const minStackSignature: ClassSignature = {
  kind: 'class',
  className: 'MinStack',
  constructorParams: [],
  methods: [
    { name: 'push', params: [{ name: 'val', type: 'integer' }], return: { type: 'void' } },
    { name: 'getMin', params: [], return: { type: 'integer' } },
  ],
};

/** Serialize and Deserialize Binary Tree's codec (the judge's tests and the admin's codec template). */
export const treeCodecSignature: CodecSignature = {
  kind: 'codec',
  className: 'Codec',
  encode: {
    name: 'serialize',
    params: [{ name: 'root', type: 'TreeNode' }],
    return: { type: 'string' },
  },
  decode: {
    name: 'deserialize',
    params: [{ name: 'data', type: 'string' }],
    return: { type: 'TreeNode' },
  },
};
