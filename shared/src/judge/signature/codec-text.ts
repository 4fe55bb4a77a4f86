import type { CodecSignature } from '../../contract/signature.ts';
import { parseValueType } from './value-type.ts';

/** LeetCode's one-line notes above a codec's two methods: "Encodes a tree to a single string." */
function codecNotes(signature: CodecSignature): { encode: string; decode: string } {
  const shape = parseValueType(signature.encode.params[0]!.type);
  const what =
    shape.base === 'TreeNode' && shape.depth === 0
      ? 'tree'
      : shape.base === 'string' && shape.depth === 1
        ? 'list of strings'
        : 'value';
  return {
    encode: `Encodes a ${what} to a single string.`,
    decode: `Decodes your encoded data to ${what === 'tree' ? 'tree' : `the original ${what}`}.`,
  };
}

/** One of a codec's two methods: its encoder or its decoder. */
export type CodecMethod = CodecSignature['encode'];

/**
 * A codec's encoder and decoder as one language writes them (`write` gets LeetCode's note for
 * each), with a blank line between them.
 */
export function codecMethods(
  signature: CodecSignature,
  write: (note: string, method: CodecMethod) => string,
): string {
  const notes = codecNotes(signature);
  return `${write(notes.encode, signature.encode)}\n\n${write(notes.decode, signature.decode)}`;
}

/** The call LeetCode's usage comment shows: `deser.deserialize(ser.serialize(root))`. */
export function codecCall(signature: CodecSignature, encoder = 'ser.', decoder = 'deser.'): string {
  const value = signature.encode.params[0]!.name;
  return `${decoder}${signature.decode.name}(${encoder}${signature.encode.name}(${value}))`;
}

/**
 * Why a codec's answer is refused when its decoder hands back the encoder's own input instead of
 * building a new value (the drivers in harness-runtime/ say the same words).
 */
export const codecReturnedInput =
  'The decoder returned the very object the encoder was given: it must build a new one from the string.';
