import type { ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecCall, codecNotes } from '../codec-text.ts';
import { passedParams, usedNodes } from '../signature-shapes.ts';
import { parseValueType } from '../value-type.ts';

const baseNames = {
  integer: 'int',
  uint32: 'int',
  long: 'int',
  double: 'float',
  boolean: 'bool',
  string: 'str',
  character: 'str',
  ListNode: 'Optional[ListNode]',
  TreeNode: 'Optional[TreeNode]',
  RandomListNode: "'Optional[Node]'",
  GraphNode: "Optional['Node']",
} as const;

/** LeetCode's Python 3 type hint: `List[int]`, `Optional[TreeNode]`, `List[List[str]]`. */
export function pythonType(type: ValueType | 'void'): string {
  if (type === 'void') return 'None';
  const shape = parseValueType(type);
  let name: string = baseNames[shape.base];
  for (let level = 0; level < shape.depth; level++) name = `List[${name}]`;
  return name;
}

const listNodeComment = `# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next`;

const treeNodeComment = `# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right`;

const randomNodeComment = `"""
# Definition for a Node.
class Node:
    def __init__(self, x: int, next: 'Node' = None, random: 'Node' = None):
        self.val = int(x)
        self.next = next
        self.random = random
"""`;

const graphNodeComment = `"""
# Definition for a Node.
class Node:
    def __init__(self, val = 0, neighbors = None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []
"""`;

function params(list: { name: string; type: ValueType }[]): string {
  return ['self', ...list.map((param) => `${param.name}: ${pythonType(param.type)}`)].join(', ');
}

/** LeetCode's Python 3 starter code. */
export function pythonBoilerplate(signature: HarnessSignature): string {
  const nodes = usedNodes(signature);
  const header = [
    nodes.list ? listNodeComment : '',
    nodes.tree ? treeNodeComment : '',
    nodes.random ? randomNodeComment : '',
    nodes.graph ? graphNodeComment : '',
  ]
    .filter(Boolean)
    .map((comment) => `${comment}\n`)
    .join('');
  if (signature.kind === 'function') {
    const returns = pythonType(signature.return.type);
    return `${header}class Solution:\n    def ${signature.name}(${params(passedParams(signature.params))}) -> ${returns}:\n        `;
  }
  if (signature.kind === 'codec') {
    const notes = codecNotes(signature);
    const method = (
      note: string,
      { name, params: list, return: returns }: typeof signature.encode,
    ) =>
      `    def ${name}(${params(list)}) -> ${pythonType(returns.type)}:\n        """${note}"""\n        `;
    const { className } = signature;
    const usage = [
      `ser = ${className}()`,
      `deser = ${className}()`,
      `ans = ${codecCall(signature)}`,
    ];
    return `${header}class ${className}:\n\n${method(notes.encode, signature.encode)}\n\n${method(notes.decode, signature.decode)}\n\n# Your ${className} object will be instantiated and called as such:\n${usage.map((line) => `# ${line}`).join('\n')}`;
  }
  const { className } = signature;
  const methods = [
    `    def __init__(${params(signature.constructorParams)}):\n        `,
    ...signature.methods.map(
      (method) =>
        `    def ${method.name}(${params(method.params)}) -> ${pythonType(method.return.type)}:\n        `,
    ),
  ];
  const usage = [
    `# obj = ${className}(${signature.constructorParams.map((p) => p.name).join(', ')})`,
    ...signature.methods.map((method, index) => {
      const call = `obj.${method.name}(${method.params.map((p) => p.name).join(',')})`;
      return method.return.type === 'void' ? `# ${call}` : `# param_${index + 1} = ${call}`;
    }),
  ];
  return `${header}class ${className}:\n\n${methods.join('\n\n')}\n\n\n# Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}`;
}
