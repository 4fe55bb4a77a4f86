import type { ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecCall, codecMethods, type CodecMethod } from '../codec-text.ts';
import { methodCallLines } from '../class-usage.ts';
import { nodeComments, type NodeCommentTexts } from '../node-comments.ts';
import { passedParams } from '../signature-shapes.ts';
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

/** LeetCode's comments that define the node types, above the starter code that uses them. */
const nodeDefinitionComments = {
  list: `# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next`,
  tree: `# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right`,
  random: `"""
# Definition for a Node.
class Node:
    def __init__(self, x: int, next: 'Node' = None, random: 'Node' = None):
        self.val = int(x)
        self.next = next
        self.random = random
"""`,
  graph: `"""
# Definition for a Node.
class Node:
    def __init__(self, val = 0, neighbors = None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []
"""`,
} satisfies NodeCommentTexts;

function params(list: { name: string; type: ValueType }[]): string {
  return ['self', ...list.map((param) => `${param.name}: ${pythonType(param.type)}`)].join(', ');
}

/** LeetCode's Python 3 starter code. */
export function pythonBoilerplate(signature: HarnessSignature): string {
  const header = nodeComments(signature, nodeDefinitionComments);
  if (signature.kind === 'function') {
    const returns = pythonType(signature.return.type);
    return `${header}class Solution:\n    def ${signature.name}(${params(passedParams(signature.params))}) -> ${returns}:\n        `;
  }
  if (signature.kind === 'codec') {
    const method = (note: string, { name, params: list, return: returns }: CodecMethod) =>
      `    def ${name}(${params(list)}) -> ${pythonType(returns.type)}:\n        """${note}"""\n        `;
    const { className } = signature;
    const usage = [
      `ser = ${className}()`,
      `deser = ${className}()`,
      `ans = ${codecCall(signature)}`,
    ];
    return `${header}class ${className}:\n\n${codecMethods(signature, method)}\n\n# Your ${className} object will be instantiated and called as such:\n${usage.map((line) => `# ${line}`).join('\n')}`;
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
    ...methodCallLines(
      signature,
      '# ',
      (method) => `obj.${method.name}(${method.params.map((p) => p.name).join(',')})`,
      (_, number) => `param_${number} = `,
    ),
  ];
  return `${header}class ${className}:\n\n${methods.join('\n\n')}\n\n\n# Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}`;
}
