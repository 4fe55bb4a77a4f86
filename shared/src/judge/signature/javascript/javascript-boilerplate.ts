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
  character: 'character',
  ListNode: 'ListNode',
  TreeNode: 'TreeNode',
} as const;

/** LeetCode's JSDoc type: `number[]`, `character[][]`, `ListNode`. */
export function jsDocType(type: ValueType | 'void'): string {
  if (type === 'void') return 'void';
  const shape = parseValueType(type);
  return baseNames[shape.base] + '[]'.repeat(shape.depth);
}

const listNodeComment = `/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */`;

const treeNodeComment = `/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */`;

function jsDoc(params: Param[], returns: ValueType | 'void', withReturn = true): string {
  const lines = params.map((param) => ` * @param {${jsDocType(param.type)}} ${param.name}`);
  if (withReturn) lines.push(` * @return {${jsDocType(returns)}}`);
  return `/**\n${lines.join('\n')}\n */`;
}

function names(params: Param[]): string {
  return params.map((param) => param.name).join(', ');
}

/** LeetCode's JavaScript starter code. */
export function javascriptBoilerplate(signature: HarnessSignature): string {
  const nodes = usedNodes(signature);
  const header = [nodes.list ? listNodeComment : '', nodes.tree ? treeNodeComment : '']
    .filter(Boolean)
    .map((comment) => `${comment}\n`)
    .join('');
  if (signature.kind === 'function') {
    const target =
      signature.outputParamIndex === undefined
        ? undefined
        : signature.params[signature.outputParamIndex];
    let doc = jsDoc(signature.params, target ? 'void' : signature.return.type);
    if (target) {
      doc = doc.replace(
        '@return {void}',
        `@return {void} Do not return anything, modify ${target.name} in-place instead.`,
      );
    }
    return `${header}${doc}\nvar ${signature.name} = function(${names(signature.params)}) {\n    \n};`;
  }
  const { className } = signature;
  const constructorDoc = signature.constructorParams.length
    ? `${jsDoc(signature.constructorParams, 'void', false)}\n`
    : '\n';
  const parts = [
    `${constructorDoc}var ${className} = function(${names(signature.constructorParams)}) {\n    \n};`,
    ...signature.methods.map(
      (method) =>
        `${jsDoc(method.params, method.return.type)}\n${className}.prototype.${method.name} = function(${names(method.params)}) {\n    \n};`,
    ),
  ];
  const usage = [
    ` * var obj = new ${className}(${names(signature.constructorParams)})`,
    ...signature.methods.map((method, index) => {
      const call = `obj.${method.name}(${names(method.params)})`;
      return method.return.type === 'void' ? ` * ${call}` : ` * var param_${index + 1} = ${call}`;
    }),
  ];
  return `${header}${parts.join('\n\n')}\n\n/** \n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
}
