import type { Param } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecCall, codecNotes } from '../codec-text.ts';
import { passedParams, usedNodes } from '../signature-shapes.ts';
import { javaType } from './java-types.ts';

const listNodeComment = `/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode() {}
 *     ListNode(int val) { this.val = val; }
 *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 * }
 */`;

const treeNodeComment = `/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */`;

const randomNodeComment = `/*
// Definition for a Node.
class Node {
    int val;
    Node next;
    Node random;

    public Node(int val) {
        this.val = val;
        this.next = null;
        this.random = null;
    }
}
*/`;

const graphNodeComment = `/*
// Definition for a Node.
class Node {
    public int val;
    public List<Node> neighbors;
    public Node() {
        val = 0;
        neighbors = new ArrayList<Node>();
    }
    public Node(int _val) {
        val = _val;
        neighbors = new ArrayList<Node>();
    }
    public Node(int _val, ArrayList<Node> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
}
*/`;

function params(list: Param[]): string {
  return list.map((param) => `${javaType(param.type)} ${param.name}`).join(', ');
}

/** LeetCode's Java starter code. */
export function javaBoilerplate(signature: HarnessSignature): string {
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
    // LeetCode's reminder where Java's int stands for an unsigned 32-bit value.
    const unsigned = signature.params.some((param) => param.type === 'uint32')
      ? `    // you need treat ${signature.params.find((param) => param.type === 'uint32')!.name} as an unsigned value\n`
      : '';
    return `${header}class Solution {\n${unsigned}    public ${javaType(signature.return.type)} ${signature.name}(${params(passedParams(signature.params))}) {\n        \n    }\n}`;
  }
  if (signature.kind === 'codec') {
    const notes = codecNotes(signature);
    const method = (
      note: string,
      { name, params: list, return: returns }: typeof signature.encode,
    ) =>
      `    // ${note}\n    public ${javaType(returns.type)} ${name}(${params(list)}) {\n        \n    }`;
    const { className } = signature;
    const usage = [
      `${className} ser = new ${className}();`,
      `${className} deser = new ${className}();`,
      `${javaType(signature.decode.return.type)} ans = ${codecCall(signature)};`,
    ];
    return `${header}public class ${className} {\n\n${method(notes.encode, signature.encode)}\n\n${method(notes.decode, signature.decode)}\n}\n\n// Your ${className} object will be instantiated and called as such:\n${usage.map((line) => `// ${line}`).join('\n')}`;
  }
  const { className } = signature;
  const members = [
    `    public ${className}(${params(signature.constructorParams)}) {\n        \n    }`,
    ...signature.methods.map(
      (method) =>
        `    public ${javaType(method.return.type)} ${method.name}(${params(method.params)}) {\n        \n    }`,
    ),
  ];
  const usage = [
    ` * ${className} obj = new ${className}(${signature.constructorParams.map((p) => p.name).join(',')});`,
    ...signature.methods.map((method, index) => {
      const call = `obj.${method.name}(${method.params.map((p) => p.name).join(',')});`;
      return method.return.type === 'void'
        ? ` * ${call}`
        : ` * ${javaType(method.return.type)} param_${index + 1} = ${call}`;
    }),
  ];
  return `${header}class ${className} {\n\n${members.join('\n    \n')}\n}\n\n/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
}
