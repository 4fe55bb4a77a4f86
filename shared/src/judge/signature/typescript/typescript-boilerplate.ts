import type { Param, ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { classUsage } from '../javascript/javascript-boilerplate.ts';
import { codecCall, codecMethods, type CodecMethod } from '../codec-text.ts';
import { nodeComments, type NodeCommentTexts } from '../node-comments.ts';
import { inPlaceParam, passedParams } from '../signature-shapes.ts';
import { parseValueType } from '../value-type.ts';

const baseNames = {
  integer: 'number',
  uint32: 'number',
  long: 'number',
  double: 'number',
  boolean: 'boolean',
  string: 'string',
  character: 'string',
  ListNode: 'ListNode | null',
  TreeNode: 'TreeNode | null',
  RandomListNode: '_Node | null',
  GraphNode: '_Node | null',
} as const;

/** LeetCode's TypeScript type: `number[]`, `string[][]`, `ListNode | null`, `(TreeNode | null)[]`. */
export function typescriptType(type: ValueType | 'void'): string {
  if (type === 'void') return 'void';
  const shape = parseValueType(type);
  const base = baseNames[shape.base];
  if (shape.depth === 0) return base;
  return (base.includes(' ') ? `(${base})` : base) + '[]'.repeat(shape.depth);
}

/** LeetCode's comments that define the node types, above the starter code that uses them. */
const nodeDefinitionComments = {
  list: `/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 *     constructor(val?: number, next?: ListNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */`,
  tree: `/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     val: number
 *     left: TreeNode | null
 *     right: TreeNode | null
 *     constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.left = (left===undefined ? null : left)
 *         this.right = (right===undefined ? null : right)
 *     }
 * }
 */`,
  random: `/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     next: _Node | null
 *     random: _Node | null
 *
 *     constructor(val?: number, next?: _Node, random?: _Node) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *         this.random = (random===undefined ? null : random)
 *     }
 * }
 */`,
  graph: `/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     neighbors: _Node[]
 *
 *     constructor(val?: number, neighbors?: _Node[]) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.neighbors = (neighbors===undefined ? [] : neighbors)
 *     }
 * }
 */`,
} satisfies NodeCommentTexts;

function params(list: Param[]): string {
  return list.map((param) => `${param.name}: ${typescriptType(param.type)}`).join(', ');
}

/** LeetCode's TypeScript starter code: typed functions, and classes for class-design problems. */
export function typescriptBoilerplate(signature: HarnessSignature): string {
  const header = nodeComments(signature, nodeDefinitionComments, '\n\n');
  if (signature.kind === 'function') {
    const target = inPlaceParam(signature);
    const doc = target
      ? `/**\n Do not return anything, modify ${target.name} in-place instead.\n */\n`
      : '';
    const returns = typescriptType(target ? 'void' : signature.return.type);
    return `${header}${doc}function ${signature.name}(${params(passedParams(signature.params))}): ${returns} {\n    \n};`;
  }
  if (signature.kind === 'codec') {
    // LeetCode's TypeScript codecs are two plain functions.
    const fn = (note: string, { name, params: list, return: returns }: CodecMethod) =>
      `/*\n * ${note}\n */\nfunction ${name}(${params(list)}): ${typescriptType(returns.type)} {\n\n};`;
    return `${header}${codecMethods(signature, fn)}\n\n/**\n * Your functions will be called as such:\n * ${codecCall(signature, '', '')};\n */`;
  }
  const { className } = signature;
  const members = [
    `    constructor(${params(signature.constructorParams)}) {\n        \n    }`,
    ...signature.methods.map(
      (method) =>
        `    ${method.name}(${params(method.params)}): ${typescriptType(method.return.type)} {\n        \n    }`,
    ),
  ];
  return `${header}class ${className} {\n${members.join('\n\n')}\n}\n\n/**\n${classUsage(signature)}\n */`;
}
