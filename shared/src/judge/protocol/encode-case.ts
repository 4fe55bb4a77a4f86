import type {
  ClassSignature,
  CodecSignature,
  FunctionSignature,
  Param,
} from '../../contract/signature.ts';
import { type Literal, parseLiterals } from '../literal/index.ts';
import { parseValueType } from '../signature/value-type.ts';
import { CaseInputError } from './case-input-error.ts';
import { encodeValue } from './encode-value.ts';

export type HarnessSignature = FunctionSignature | ClassSignature | CodecSignature;

function parseInput(input: string): Literal[] {
  try {
    return parseLiterals(input);
  } catch (error) {
    throw new CaseInputError(`Cannot read the input: ${(error as Error).message}`);
  }
}

/** The calls of a class-design case: names and argument lists, checked against the signature. */
export function classCalls(
  signature: ClassSignature,
  input: string,
): { method: number; args: Literal[] }[] {
  const [names, argLists, ...rest] = parseInput(input);
  if (
    !Array.isArray(names) ||
    !Array.isArray(argLists) ||
    rest.length > 0 ||
    names.length !== argLists.length
  ) {
    throw new CaseInputError(
      'Expected two lines: the call names and their argument lists, of equal length',
    );
  }
  return names.map((name, index) => {
    const args = argLists[index];
    if (!Array.isArray(args))
      throw new CaseInputError(`Arguments of call ${index + 1} must be a list`);
    const method =
      index === 0
        ? name === signature.className
          ? 0
          : -1
        : signature.methods.findIndex((candidate) => candidate.name === name) + 1;
    if (method <= 0 && !(index === 0 && method === 0)) {
      throw new CaseInputError(
        index === 0
          ? `The first call must be ${signature.className}`
          : `Unknown method ${JSON.stringify(name)}`,
      );
    }
    const params =
      method === 0 ? signature.constructorParams : signature.methods[method - 1]!.params;
    if (args.length !== params.length) {
      throw new CaseInputError(
        `${String(name)} takes ${params.length} argument(s), got ${args.length}`,
      );
    }
    return { method, args };
  });
}

/** Appends one case's wire tokens: the parameters, or the calls of a class-design case. */
export function encodeCase(
  signature: HarnessSignature,
  input: string,
  out: (string | Buffer)[],
): void {
  if (signature.kind !== 'class') {
    // A codec's case is the value its encoder takes, one line like a function's parameter.
    const params: Param[] =
      signature.kind === 'function' ? signature.params : signature.encode.params;
    const values = parseInput(input);
    if (values.length !== params.length) {
      throw new CaseInputError(`Expected ${params.length} input line(s), got ${values.length}`);
    }
    params.forEach((param, index) => {
      try {
        const value = values[index]!;
        if (param.nodeIn !== undefined) {
          // A node of another parameter's tree, written as its value.
          encodeValue(value, { base: 'integer', depth: 0, list: false }, out);
          const tree = values[params.findIndex((other) => other.name === param.nodeIn)];
          if (!Array.isArray(tree) || !tree.includes(value))
            throw new CaseInputError(`${String(value)} is not a value of ${param.nodeIn}`);
          return;
        }
        encodeValue(value, parseValueType(param.type), out);
        if (param.cycleIn !== undefined) {
          const list = values[params.findIndex((other) => other.name === param.cycleIn)];
          const length = Array.isArray(list) ? list.length : 0;
          if (typeof value !== 'bigint' || value < -1n || value >= BigInt(length))
            throw new CaseInputError(`Expected -1 or an index of ${param.cycleIn}`);
        }
      } catch (error) {
        throw new CaseInputError(`${param.name}: ${(error as Error).message}`);
      }
    });
    return;
  }
  const calls = classCalls(signature, input);
  out.push(String(calls.length));
  for (const { method, args } of calls) {
    out.push(String(method));
    const params =
      method === 0 ? signature.constructorParams : signature.methods[method - 1]!.params;
    params.forEach((param, index) => encodeValue(args[index]!, parseValueType(param.type), out));
  }
}
