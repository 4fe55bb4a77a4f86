import type { ValueType } from '../../../contract/signature.ts';
import { type BaseType, parseValueType, type TypeShape } from '../value-type.ts';

const elementNames: Record<BaseType, string> = {
  integer: 'int',
  uint32: 'uint32_t',
  long: 'long long',
  double: 'double',
  boolean: 'bool',
  string: 'char*',
  character: 'char',
  ListNode: 'struct ListNode*',
  TreeNode: 'struct TreeNode*',
  RandomListNode: 'struct Node*',
  GraphNode: 'struct Node*',
};

/** The C type of a value of this shape: `int`, `int*`, `char**`, `struct ListNode**`. */
export function cType(shape: TypeShape): string {
  return elementNames[shape.base] + '*'.repeat(shape.depth);
}

/**
 * LeetCode's C parameters for one logical parameter: arrays carry their size, 2-D arrays their
 * row sizes too (`int** grid, int gridSize, int* gridColSize`).
 */
export function cParams(type: ValueType, name: string): string[] {
  const shape = parseValueType(type);
  const params = [`${cType(shape)} ${name}`];
  if (shape.depth >= 1) params.push(`int ${name}Size`);
  if (shape.depth === 2) params.push(`int* ${name}ColSize`);
  return params;
}

/** The extra out-parameters a C function takes to return an array of this type. */
export function cReturnParams(type: ValueType | 'void', style: 'function' | 'method'): string[] {
  if (type === 'void') return [];
  const { depth } = parseValueType(type);
  const [size, columns] =
    style === 'function' ? ['returnSize', 'returnColumnSizes'] : ['retSize', 'retColSize'];
  return [depth >= 1 ? `int* ${size}` : '', depth === 2 ? `int** ${columns}` : ''].filter(Boolean);
}

export function cReturnType(type: ValueType | 'void'): string {
  return type === 'void' ? 'void' : cType(parseValueType(type));
}

export const cListNodeComment = `/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */`;

export const cTreeNodeComment = `/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */`;

export const cNodeDefinitions =
  'struct ListNode {\n    int val;\n    struct ListNode *next;\n};\n' +
  'struct TreeNode {\n    int val;\n    struct TreeNode *left;\n    struct TreeNode *right;\n};\n';

export const cRandomNodeComment = `/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     struct Node *next;
 *     struct Node *random;
 * };
 */`;

/** Copy List with Random Pointer's Node: defined only where a signature uses it (learners name their own Node elsewhere). */
export const cRandomNodeDefinition =
  'struct Node {\n    int val;\n    struct Node *next;\n    struct Node *random;\n};\n';

export const cGraphNodeComment = `/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     int numNeighbors;
 *     struct Node** neighbors;
 * };
 */`;

/** Clone Graph's Node: defined only where a signature uses it. */
export const cGraphNodeDefinition =
  'struct Node {\n    int val;\n    int numNeighbors;\n    struct Node** neighbors;\n};\n';
