import { type Literal, serializeLiteral } from '../literal/index.ts';
import { returnNodeIn } from '../signature/signature-shapes.ts';
import { parseValueType } from '../signature/value-type.ts';
import { decodeValue } from './decode-value.ts';
import { classCalls, type HarnessSignature } from './encode-case.ts';
import { WireReader } from './wire-reader.ts';

/**
 * Turns a harness's answer bytes into LeetCode's literal text: the return value (or the in-place
 * parameter), or for class design the list of results with null for the constructor and void calls.
 */
export function decodeAnswer(signature: HarnessSignature, input: string, answer: Buffer): string {
  const reader = new WireReader(answer);
  if (signature.kind === 'function') {
    const type =
      signature.outputParamIndex === undefined
        ? signature.return.type
        : signature.params[signature.outputParamIndex]!.type;
    if (type === 'void') return '';
    if (signature.outputParamIndex === undefined && returnNodeIn(signature)) {
      // A node of a parameter's tree, answered as its value (LeetCode shows it so).
      return serializeLiteral(
        reader.nullMarker() ? null : decodeValue(reader, parseValueType('integer')),
      );
    }
    return serializeLiteral(decodeValue(reader, parseValueType(type)));
  }
  if (signature.kind === 'codec') {
    return serializeLiteral(decodeValue(reader, parseValueType(signature.encode.params[0]!.type)));
  }
  const results: Literal[] = classCalls(signature, input).map(({ method }) => {
    const type = method === 0 ? 'void' : signature.methods[method - 1]!.return.type;
    return type === 'void' ? null : decodeValue(reader, parseValueType(type));
  });
  return serializeLiteral(results);
}
