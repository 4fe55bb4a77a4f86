import type { Param } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecCall, codecMethods, type CodecMethod } from '../codec-text.ts';
import { methodCallLines } from '../class-usage.ts';
import { nodeComments, type NodeCommentTexts } from '../node-comments.ts';
import { passedParams } from '../signature-shapes.ts';
import { javaType } from './java-types.ts';

/** LeetCode's comments that define the node types, above the starter code that uses them. */
const nodeDefinitionComments = {
  list: `/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode() {}
 *     ListNode(int val) { this.val = val; }
 *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 * }
 */`,
  tree: `/**
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
 */`,
  random: `/*
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
*/`,
  graph: `/*
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
*/`,
} satisfies NodeCommentTexts;

function params(list: Param[]): string {
  return list.map((param) => `${javaType(param.type)} ${param.name}`).join(', ');
}

/** LeetCode's Java starter code. */
export function javaBoilerplate(signature: HarnessSignature): string {
  const header = nodeComments(signature, nodeDefinitionComments);
  if (signature.kind === 'function') {
    // LeetCode's reminder where Java's int stands for an unsigned 32-bit value.
    const unsigned = signature.params.some((param) => param.type === 'uint32')
      ? `    // you need treat ${signature.params.find((param) => param.type === 'uint32')!.name} as an unsigned value\n`
      : '';
    return `${header}class Solution {\n${unsigned}    public ${javaType(signature.return.type)} ${signature.name}(${params(passedParams(signature.params))}) {\n        \n    }\n}`;
  }
  if (signature.kind === 'codec') {
    const method = (note: string, { name, params: list, return: returns }: CodecMethod) =>
      `    // ${note}\n    public ${javaType(returns.type)} ${name}(${params(list)}) {\n        \n    }`;
    const { className } = signature;
    const usage = [
      `${className} ser = new ${className}();`,
      `${className} deser = new ${className}();`,
      `${javaType(signature.decode.return.type)} ans = ${codecCall(signature)};`,
    ];
    return `${header}public class ${className} {\n\n${codecMethods(signature, method)}\n}\n\n// Your ${className} object will be instantiated and called as such:\n${usage.map((line) => `// ${line}`).join('\n')}`;
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
    ...methodCallLines(
      signature,
      ' * ',
      (method) => `obj.${method.name}(${method.params.map((p) => p.name).join(',')});`,
      (method, number) => `${javaType(method.return.type)} param_${number} = `,
    ),
  ];
  return `${header}class ${className} {\n\n${members.join('\n    \n')}\n}\n\n/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
}
