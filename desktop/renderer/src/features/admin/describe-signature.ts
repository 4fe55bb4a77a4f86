import type { Signature } from '@zencode/shared/contract';

type Callable = {
  name: string;
  params: { name: string; type: string }[];
  return: { type: string };
};

const call = (method: Callable) =>
  `${method.name}(${method.params.map((param) => `${param.name}: ${param.type}`).join(', ')}): ${method.return.type}`;

/** A signature in one line: `twoSum(nums: integer[], target: integer): integer[]`. */
export function describeSignature(signature: Signature): string {
  if (signature.kind === 'function') return call(signature);
  if (signature.kind === 'class') {
    return `class ${signature.className}: ${signature.methods.map(call).join('; ')}`;
  }
  if (signature.kind === 'codec') {
    return `codec ${signature.className}: ${call(signature.encode)}; ${call(signature.decode)}`;
  }
  return 'stdin/stdout';
}
