import type { ValueType } from '../../contract/signature.ts';

export type BaseType =
  | 'integer'
  | 'uint32'
  | 'long'
  | 'double'
  | 'boolean'
  | 'string'
  | 'character'
  | 'ListNode'
  | 'TreeNode'
  | 'RandomListNode'
  | 'GraphNode';

/**
 * A signature type taken apart: `integer[][]` is {base integer, depth 2, list false};
 * `list<list<string>>` is {base string, depth 2, list true}. Lists and arrays carry the same
 * values; only the generated declarations differ (List<Integer> versus int[] in Java).
 */
export interface TypeShape {
  base: BaseType;
  depth: 0 | 1 | 2;
  list: boolean;
}

/** Takes a contract type string apart; `void` has no shape. */
export function parseValueType(type: ValueType): TypeShape {
  const listMatch = /^list<(list<)?(\w+)>+$/.exec(type);
  if (listMatch) return { base: listMatch[2] as BaseType, depth: listMatch[1] ? 2 : 1, list: true };
  const arrayMatch = /^(\w+)((?:\[\])*)$/.exec(type);
  if (!arrayMatch) throw new Error(`Unknown type: ${type}`);
  const depth = arrayMatch[2]!.length / 2;
  if (depth > 2) throw new Error(`Unknown type: ${type}`);
  return { base: arrayMatch[1] as BaseType, depth: depth as 0 | 1 | 2, list: false };
}

/** The shape one level down: the element type of an array or list. */
export function elementShape(shape: TypeShape): TypeShape {
  if (shape.depth === 0) throw new Error('A scalar has no element type');
  return { ...shape, depth: (shape.depth - 1) as 0 | 1 };
}

/** A short identifier naming a shape in generated helper functions, e.g. `integer_2`. */
export function shapeKey(shape: TypeShape): string {
  return `${shape.base}_${shape.depth}${shape.list ? 'L' : ''}`;
}
