import type { ConstraintModule } from '../constraint-module.ts';
import { text } from '../promise-kit.ts';

/** The decoded length of `k[...]` groups, or why the text is not an encoding. */
function decodedLength(encoded: string): bigint | string {
  const stack: { count: bigint; length: bigint }[] = [{ count: 1n, length: 0n }];
  for (let index = 0; index < encoded.length; index++) {
    const char = encoded[index]!;
    if (/[a-z]/.test(char)) stack.at(-1)!.length++;
    else if (/\d/.test(char)) {
      const digits = /^\d+/.exec(encoded.slice(index))![0];
      const count = Number(digits);
      if (count < 1 || count > 300) return `repeat count ${digits} is not between 1 and 300`;
      if (encoded[index + digits.length] !== '[') return `${digits} is not followed by "["`;
      stack.push({ count: BigInt(count), length: 0n });
      index += digits.length;
    } else if (char === ']') {
      if (stack.length === 1) return `"]" at ${index} closes nothing`;
      const group = stack.pop()!;
      stack.at(-1)!.length += group.count * group.length;
    } else return `${JSON.stringify(char)} at ${index} is not part of an encoding`;
  }
  return stack.length === 1 ? stack[0]!.length : 'a "[" is never closed';
}

export const decodeString: ConstraintModule = {
  promises: {
    's is a valid encoding; every repeat count k satisfies 1 <= k <= 300.': ({ values }) => {
      const length = decodedLength(text(values.s));
      return typeof length === 'string' ? length : null;
    },
    'The decoded string is at most 10^5 characters long.': ({ values }) => {
      const length = decodedLength(text(values.s));
      return typeof length === 'bigint' && length > 100_000n
        ? `the decoded string has ${length} characters`
        : null;
    },
  },
};
