import type { ClassSignature, Param, ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecCall, codecMethods, type CodecMethod } from '../codec-text.ts';
import { methodCallLines } from '../class-usage.ts';
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
  character: 'character',
  ListNode: 'ListNode',
  TreeNode: 'TreeNode',
  RandomListNode: '_Node',
  GraphNode: '_Node',
} as const;

/** LeetCode's JSDoc type: `number[]`, `character[][]`, `ListNode`. */
export function jsDocType(type: ValueType | 'void'): string {
  if (type === 'void') return 'void';
  const shape = parseValueType(type);
  return baseNames[shape.base] + '[]'.repeat(shape.depth);
}

/** LeetCode's comments that define the node types, above the starter code that uses them. */
const nodeDefinitionComments = {
  list: `/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */`,
  tree: `/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */`,
  random: `/**
 * // Definition for a _Node.
 * function _Node(val, next, random) {
 *    this.val = val;
 *    this.next = next;
 *    this.random = random;
 * };
 */`,
  graph: `/**
 * // Definition for a _Node.
 * function _Node(val, neighbors) {
 *    this.val = val === undefined ? 0 : val;
 *    this.neighbors = neighbors === undefined ? [] : neighbors;
 * };
 */`,
} satisfies NodeCommentTexts;

function jsDoc(params: Param[], returns: ValueType | 'void', withReturn = true): string {
  // LeetCode marks an unsigned 32-bit value so (a JavaScript number cannot say it).
  const note = (type: ValueType | 'void') => (type === 'uint32' ? ' - a positive integer' : '');
  const lines = params.map(
    (param) => ` * @param {${jsDocType(param.type)}} ${param.name}${note(param.type)}`,
  );
  if (withReturn) lines.push(` * @return {${jsDocType(returns)}}${note(returns)}`);
  return `/**\n${lines.join('\n')}\n */`;
}

/** `nums, target`: a parameter list without types, as calls and untyped declarations write it. */
export function names(params: Param[]): string {
  return params.map((param) => param.name).join(', ');
}

/** The lines of LeetCode's comment under a class, the same in JavaScript and TypeScript. */
export function classUsage(signature: ClassSignature): string {
  const { className } = signature;
  return [
    ` * Your ${className} object will be instantiated and called as such:`,
    ` * var obj = new ${className}(${names(signature.constructorParams)})`,
    ...methodCallLines(
      signature,
      ' * ',
      (method) => `obj.${method.name}(${names(method.params)})`,
      (_, number) => `var param_${number} = `,
    ),
  ].join('\n');
}

/** LeetCode's JavaScript starter code. */
export function javascriptBoilerplate(signature: HarnessSignature): string {
  const header = nodeComments(signature, nodeDefinitionComments);
  if (signature.kind === 'function') {
    const target = inPlaceParam(signature);
    let doc = jsDoc(passedParams(signature.params), target ? 'void' : signature.return.type);
    if (target) {
      doc = doc.replace(
        '@return {void}',
        `@return {void} Do not return anything, modify ${target.name} in-place instead.`,
      );
    }
    return `${header}${doc}\nvar ${signature.name} = function(${names(passedParams(signature.params))}) {\n    \n};`;
  }
  if (signature.kind === 'codec') {
    // LeetCode's JavaScript codecs are two plain functions.
    const fn = (note: string, { name, params, return: returns }: CodecMethod) =>
      `${jsDoc(params, returns.type).replace('/**\n', `/**\n * ${note}\n *\n`)}\nvar ${name} = function(${names(params)}) {\n    \n};`;
    return `${header}${codecMethods(signature, fn)}\n\n/**\n * Your functions will be called as such:\n * ${codecCall(signature, '', '')};\n */`;
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
  return `${header}${parts.join('\n\n')}\n\n/** \n${classUsage(signature)}\n */`;
}
