import type { Param, ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { usedNodes } from '../signature-shapes.ts';
import { parseValueType } from '../value-type.ts';

const baseNames = {
  integer: 'number',
  long: 'number',
  double: 'number',
  boolean: 'boolean',
  string: 'string',
  character: 'string',
  ListNode: 'ListNode | null',
  TreeNode: 'TreeNode | null',
} as const;

/** LeetCode's TypeScript type: `number[]`, `string[][]`, `ListNode | null`, `(TreeNode | null)[]`. */
export function typescriptType(type: ValueType | 'void'): string {
  if (type === 'void') return 'void';
  const shape = parseValueType(type);
  const base = baseNames[shape.base];
  if (shape.depth === 0) return base;
  return (base.includes(' ') ? `(${base})` : base) + '[]'.repeat(shape.depth);
}

const listNodeComment = `/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 *     constructor(val?: number, next?: ListNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */`;

const treeNodeComment = `/**
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
 */`;

function params(list: Param[]): string {
  return list.map((param) => `${param.name}: ${typescriptType(param.type)}`).join(', ');
}

function names(list: Param[]): string {
  return list.map((param) => param.name).join(', ');
}

/** LeetCode's TypeScript starter code: typed functions, and classes for class-design problems. */
export function typescriptBoilerplate(signature: HarnessSignature): string {
  const nodes = usedNodes(signature);
  const header = [nodes.list ? listNodeComment : '', nodes.tree ? treeNodeComment : '']
    .filter(Boolean)
    .map((comment) => `${comment}\n\n`)
    .join('');
  if (signature.kind === 'function') {
    const target =
      signature.outputParamIndex === undefined
        ? undefined
        : signature.params[signature.outputParamIndex];
    const doc = target
      ? `/**\n Do not return anything, modify ${target.name} in-place instead.\n */\n`
      : '';
    const returns = typescriptType(target ? 'void' : signature.return.type);
    return `${header}${doc}function ${signature.name}(${params(signature.params)}): ${returns} {\n    \n};`;
  }
  const { className } = signature;
  const members = [
    `    constructor(${params(signature.constructorParams)}) {\n        \n    }`,
    ...signature.methods.map(
      (method) =>
        `    ${method.name}(${params(method.params)}): ${typescriptType(method.return.type)} {\n        \n    }`,
    ),
  ];
  const usage = [
    ` * var obj = new ${className}(${names(signature.constructorParams)})`,
    ...signature.methods.map((method, index) => {
      const call = `obj.${method.name}(${names(method.params)})`;
      return method.return.type === 'void' ? ` * ${call}` : ` * var param_${index + 1} = ${call}`;
    }),
  ];
  return `${header}class ${className} {\n${members.join('\n\n')}\n}\n\n/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
}
