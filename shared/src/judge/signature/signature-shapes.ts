import type { Param, ValueType } from '../../contract/signature.ts';
import type { HarnessSignature } from '../protocol/encode-case.ts';
import { parseValueType, type TypeShape } from './value-type.ts';

/** Every value type a signature mentions (parameters and non-void returns). */
export function signatureTypes(signature: HarnessSignature): ValueType[] {
  const types: string[] =
    signature.kind === 'function'
      ? [...signature.params.map((param) => param.type), signature.return.type]
      : signature.kind === 'codec'
        ? [signature.encode.params[0]!.type, 'string']
        : [
            ...signature.constructorParams.map((param) => param.type),
            ...signature.methods.flatMap((method) => [
              ...method.params.map((param) => param.type),
              method.return.type,
            ]),
          ];
  return types.filter((type) => type !== 'void');
}

export function signatureShapes(signature: HarnessSignature): TypeShape[] {
  return signatureTypes(signature).map(parseValueType);
}

/** Which linked structures a signature uses, to show and define their node types. */
export function usedNodes(signature: HarnessSignature): {
  list: boolean;
  tree: boolean;
  random: boolean;
  graph: boolean;
} {
  const shapes = signatureShapes(signature);
  return {
    list: shapes.some((shape) => shape.base === 'ListNode'),
    tree: shapes.some((shape) => shape.base === 'TreeNode'),
    random: shapes.some((shape) => shape.base === 'RandomListNode'),
    graph: shapes.some((shape) => shape.base === 'GraphNode'),
  };
}

/** The answer's type of a function signature: its return, or the in-place parameter. */
export function answerType(
  signature: Extract<HarnessSignature, { kind: 'function' }>,
): ValueType | 'void' {
  return signature.outputParamIndex === undefined
    ? signature.return.type
    : signature.params[signature.outputParamIndex]!.type;
}

/** `minStack` from `MinStack`: LeetCode's variable and C function-name prefix. */
export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

export function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The parameters the function receives: all but Linked List Cycle's `pos` (see `cycleIn`). */
export function passedParams(params: Param[]): Param[] {
  return params.filter((param) => param.cycleIn === undefined);
}

/** The parameter a function modifies in place instead of returning, if any. */
export function inPlaceParam(
  signature: Extract<HarnessSignature, { kind: 'function' }>,
): Param | undefined {
  return signature.outputParamIndex === undefined
    ? undefined
    : signature.params[signature.outputParamIndex];
}

/** The tree parameter whose node a function returns (answered as its value), if any. */
export function returnNodeIn(
  signature: Extract<HarnessSignature, { kind: 'function' }>,
): string | undefined {
  return signature.outputParamIndex === undefined && 'nodeIn' in signature.return
    ? signature.return.nodeIn
    : undefined;
}
