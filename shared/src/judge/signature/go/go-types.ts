import type { ValueType } from '../../../contract/signature.ts';
import { type BaseType, parseValueType, type TypeShape } from '../value-type.ts';

const baseNames: Record<BaseType, string> = {
  integer: 'int',
  uint32: 'uint32',
  long: 'int64',
  double: 'float64',
  boolean: 'bool',
  string: 'string',
  // LeetCode's Go passes a character as a byte.
  character: 'byte',
  ListNode: '*ListNode',
  TreeNode: '*TreeNode',
  RandomListNode: '*Node',
  GraphNode: '*Node',
};

/** LeetCode's Go spelling of a shape: `[][]int`, `*ListNode` (lists and arrays are both slices). */
export function goShapeType(shape: TypeShape): string {
  return '[]'.repeat(shape.depth) + baseNames[shape.base];
}

export function goType(type: ValueType): string {
  return goShapeType(parseValueType(type));
}

/** Go helper-name suffix of a shape: `integer_1` (a list reads and writes as an array). */
export function goKey(shape: TypeShape): string {
  return `${shape.base}_${shape.depth}`;
}

export const goListNodeComment = `/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */`;

export const goTreeNodeComment = `/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */`;

export const goRandomNodeComment = `/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Next *Node
 *     Random *Node
 * }
 */`;

export const goGraphNodeComment = `/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Neighbors []*Node
 * }
 */`;
