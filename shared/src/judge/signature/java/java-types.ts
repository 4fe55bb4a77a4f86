import type { ValueType } from '../../../contract/signature.ts';
import { type BaseType, parseValueType, type TypeShape } from '../value-type.ts';

const primitives: Record<BaseType, string> = {
  integer: 'int',
  // LeetCode's Java declares an unsigned 32-bit value as int (its bits read as unsigned).
  uint32: 'int',
  long: 'long',
  double: 'double',
  boolean: 'boolean',
  string: 'String',
  character: 'char',
  ListNode: 'ListNode',
  TreeNode: 'TreeNode',
  RandomListNode: 'Node',
  GraphNode: 'Node',
};

const boxed: Record<BaseType, string> = {
  ...primitives,
  integer: 'Integer',
  long: 'Long',
  double: 'Double',
  boolean: 'Boolean',
  character: 'Character',
};

/** LeetCode's Java type of a shape: `int[][]`, `List<List<Integer>>`, `ListNode`. */
export function javaShapeType(shape: TypeShape): string {
  if (!shape.list) return primitives[shape.base] + '[]'.repeat(shape.depth);
  let name = boxed[shape.base];
  for (let level = 0; level < shape.depth; level++) name = `List<${name}>`;
  return name;
}

export function javaType(type: ValueType | 'void'): string {
  return type === 'void' ? 'void' : javaShapeType(parseValueType(type));
}

/** Java helper-name suffix of a shape: `integer_1`, `string_2L`. */
export function javaKey(shape: TypeShape): string {
  return `${shape.base}_${shape.depth}${shape.list && shape.depth > 0 ? 'L' : ''}`;
}
