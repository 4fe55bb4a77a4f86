import type { ValueType } from '../../../contract/signature.ts';
import { parseValueType } from '../value-type.ts';

const baseNames = {
  integer: 'int',
  uint32: 'uint32_t',
  long: 'long long',
  double: 'double',
  boolean: 'bool',
  string: 'string',
  character: 'char',
  ListNode: 'ListNode*',
  TreeNode: 'TreeNode*',
  RandomListNode: 'Node*',
  GraphNode: 'Node*',
} as const;

/** LeetCode's C++ spelling of a type: `vector<vector<int>>`, `ListNode*`. */
export function cppType(type: ValueType | 'void'): string {
  if (type === 'void') return 'void';
  const shape = parseValueType(type);
  let name: string = baseNames[shape.base];
  for (let level = 0; level < shape.depth; level++) name = `vector<${name}>`;
  return name;
}

/** Parameters: containers by reference (`vector<int>& nums`), scalars and strings by value. */
export function cppParam(type: ValueType, name: string): string {
  const shape = parseValueType(type);
  return shape.depth > 0 ? `${cppType(type)}& ${name}` : `${cppType(type)} ${name}`;
}

export const cppListNodeComment = `/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */`;

export const cppTreeNodeComment = `/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */`;

/** The definitions LeetCode's environment provides, uncommented. */
export const cppNodeDefinitions = [cppListNodeComment, cppTreeNodeComment]
  .map((comment) =>
    comment
      .split('\n')
      .filter((line) => line.startsWith(' * ') && !line.startsWith(' * Definition'))
      .map((line) => line.slice(3))
      .join('\n'),
  )
  .join('\n');

export const cppRandomNodeComment = `/*
// Definition for a Node.
class Node {
public:
    int val;
    Node* next;
    Node* random;
    
    Node(int _val) {
        val = _val;
        next = NULL;
        random = NULL;
    }
};
*/`;

/** The class inside one of LeetCode's "Definition for a Node." block comments, as code. */
function uncommentedNode(comment: string): string {
  return comment
    .split('\n')
    .filter((line) => !line.startsWith('/*') && !line.startsWith('//') && !line.startsWith('*/'))
    .join('\n');
}

/** Copy List with Random Pointer's Node: defined only where a signature uses it (learners name their own Node elsewhere). */
export const cppRandomNodeDefinition = uncommentedNode(cppRandomNodeComment);

export const cppGraphNodeComment = `/*
// Definition for a Node.
class Node {
public:
    int val;
    vector<Node*> neighbors;
    Node() {
        val = 0;
        neighbors = vector<Node*>();
    }
    Node(int _val) {
        val = _val;
        neighbors = vector<Node*>();
    }
    Node(int _val, vector<Node*> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
};
*/`;

/** Clone Graph's Node: defined only where a signature uses it. */
export const cppGraphNodeDefinition = uncommentedNode(cppGraphNodeComment);
