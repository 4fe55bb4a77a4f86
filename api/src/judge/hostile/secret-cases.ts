import type { FunctionSignature } from '@zencode/shared/contract';

/** `string peek(string s)`: what the hidden-case attacks implement (the answer is the input). */
export const peekSignature: FunctionSignature = {
  kind: 'function',
  name: 'peek',
  params: [{ name: 's', type: 'string' }],
  return: { type: 'string' },
};

/** The inputs, `zc-secret-0000` to `zc-secret-0009`. */
export const secrets = Array.from(
  { length: 10 },
  (_, index) => `zc-secret-${String(index).padStart(4, '0')}`,
);

/** Ten cases, three public: each input is a secret and its own expected answer. */
export const secretCases = secrets.map((secret, index) => ({
  input: JSON.stringify(secret),
  expected: JSON.stringify(secret),
  hidden: index >= 3,
}));
