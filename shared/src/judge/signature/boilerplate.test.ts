import { describe, expect, it } from 'vitest';
import { languageIds, type FunctionSignature } from '../../contract/signature.ts';
import {
  minStackSignature as minStack,
  treeCodecSignature,
  twoSumSignature as twoSum,
} from '../../contract/example-signatures.ts';
import type { LanguageId } from '../languages/registry.ts';
import type { HarnessSignature } from '../protocol/encode-case.ts';
import { generateAllBoilerplate, generateBoilerplate } from './index.ts';

/** A function signature: its name, parameters, return and any other field. */
const fn = (
  name: string,
  params: FunctionSignature['params'],
  returns: FunctionSignature['return'],
  more: Partial<FunctionSignature> = {},
): FunctionSignature => ({ kind: 'function', name, params, return: returns, ...more });

const reverseList = fn('reverseList', [{ name: 'head', type: 'ListNode' }], { type: 'ListNode' });
const mergeKLists = fn('mergeKLists', [{ name: 'lists', type: 'ListNode[]' }], {
  type: 'ListNode',
});
const reverseString = fn(
  'reverseString',
  [{ name: 's', type: 'character[]' }],
  { type: 'void' },
  { outputParamIndex: 0 },
);
const groupAnagrams = fn('groupAnagrams', [{ name: 'strs', type: 'string[]' }], {
  type: 'list<list<string>>',
});
const moveZeroes = fn(
  'moveZeroes',
  [{ name: 'nums', type: 'integer[]' }],
  { type: 'void' },
  { outputParamIndex: 0 },
);
const reverseBits = fn('reverseBits', [{ name: 'n', type: 'uint32' }], { type: 'uint32' });
const hasCycle = fn(
  'hasCycle',
  [
    { name: 'head', type: 'ListNode' },
    { name: 'pos', type: 'integer', cycleIn: 'head' },
  ],
  { type: 'boolean' },
);
const lowestCommonAncestor = fn(
  'lowestCommonAncestor',
  [
    { name: 'root', type: 'TreeNode' },
    { name: 'p', type: 'TreeNode', nodeIn: 'root' },
    { name: 'q', type: 'TreeNode', nodeIn: 'root' },
  ],
  { type: 'TreeNode', nodeIn: 'root' },
);

/** What a language's starter code of the signature is, contains or lacks. */
type Expectation = [LanguageId, 'is' | 'contains' | 'lacks', string];

const cases: [title: string, signature: HarnessSignature, expectations: Expectation[]][] = [
  [
    'shows the node definitions a signature uses',
    reverseList,
    [
      ['c', 'contains', 'struct ListNode* reverseList(struct ListNode* head) {'],
      ['cpp', 'contains', ' *     ListNode(int x, ListNode *next) : val(x), next(next) {}'],
      [
        'python',
        'contains',
        'def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:',
      ],
      ['java', 'contains', 'public ListNode reverseList(ListNode head) {'],
      ['javascript', 'contains', ' * @param {ListNode} head\n * @return {ListNode}'],
      ['typescript', 'contains', ' *     next: ListNode | null\n'],
      ['typescript', 'contains', 'function reverseList(head: ListNode | null): ListNode | null {'],
    ],
  ],
  ['shows no node definition a signature does not use', twoSum, [['cpp', 'lacks', 'ListNode']]],
  [
    "follows LeetCode's TypeScript conventions for classes",
    minStack,
    [
      [
        'typescript',
        'is',
        'class MinStack {\n    constructor() {\n        \n    }\n\n    push(val: number): void {\n        \n    }\n\n    getMin(): number {\n        \n    }\n}\n\n/**\n * Your MinStack object will be instantiated and called as such:\n * var obj = new MinStack()\n * obj.push(val)\n * var param_2 = obj.getMin()\n */',
      ],
    ],
  ],
  [
    "follows LeetCode's TypeScript conventions for node arrays",
    mergeKLists,
    [
      [
        'typescript',
        'contains',
        'function mergeKLists(lists: (ListNode | null)[]): ListNode | null {',
      ],
    ],
  ],
  [
    "follows LeetCode's TypeScript conventions for in-place results",
    reverseString,
    [
      [
        'typescript',
        'is',
        '/**\n Do not return anything, modify s in-place instead.\n */\nfunction reverseString(s: string[]): void {\n    \n};',
      ],
    ],
  ],
  [
    "follows LeetCode's C conventions for 2-D and string signatures",
    groupAnagrams,
    [
      [
        'c',
        'contains',
        'char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes) {',
      ],
      ['java', 'contains', 'public List<List<String>> groupAnagrams(String[] strs) {'],
      ['cpp', 'contains', 'vector<vector<string>> groupAnagrams(vector<string>& strs) {'],
    ],
  ],
  [
    "follows LeetCode's conventions for in-place signatures",
    moveZeroes,
    [
      ['c', 'is', 'void moveZeroes(int* nums, int numsSize) {\n    \n}'],
      [
        'javascript',
        'contains',
        '@return {void} Do not return anything, modify nums in-place instead.',
      ],
      ['python', 'contains', 'def moveZeroes(self, nums: List[int]) -> None:'],
    ],
  ],
  [
    'writes class designs the LeetCode way, including C structs',
    minStack,
    [
      ['c', 'contains', 'typedef struct {\n    \n} MinStack;'],
      ['c', 'contains', 'MinStack* minStackCreate() {'],
      ['c', 'contains', 'void minStackPush(MinStack* obj, int val) {'],
      ['c', 'contains', 'int minStackGetMin(MinStack* obj) {'],
      ['c', 'contains', 'void minStackFree(MinStack* obj) {'],
      ['cpp', 'contains', 'class MinStack {\npublic:\n    MinStack() {'],
      ['java', 'contains', '    public MinStack() {'],
      ['python', 'contains', '    def push(self, val: int) -> None:'],
      ['javascript', 'contains', 'MinStack.prototype.getMin = function() {'],
    ],
  ],
  [
    "declares unsigned 32-bit values as each language's LeetCode does",
    reverseBits,
    [
      ['c', 'is', 'uint32_t reverseBits(uint32_t n) {\n    \n}'],
      ['cpp', 'contains', '    uint32_t reverseBits(uint32_t n) {'],
      [
        'java',
        'is',
        'class Solution {\n    // you need treat n as an unsigned value\n    public int reverseBits(int n) {\n        \n    }\n}',
      ],
      ['python', 'contains', 'def reverseBits(self, n: int) -> int:'],
      [
        'javascript',
        'contains',
        ' * @param {number} n - a positive integer\n * @return {number} - a positive integer\n',
      ],
      ['typescript', 'contains', 'function reverseBits(n: number): number {'],
    ],
  ],
  [
    'leaves out a cycle position',
    hasCycle,
    [
      ['cpp', 'contains', '    bool hasCycle(ListNode* head) {'],
      ['c', 'contains', 'bool hasCycle(struct ListNode* head) {'],
      ['python', 'contains', 'def hasCycle(self, head: Optional[ListNode]) -> bool:'],
      ['javascript', 'contains', 'var hasCycle = function(head) {'],
      ['java', 'contains', 'public boolean hasCycle(ListNode head) {'],
    ],
  ],
  [
    'passes tree nodes for node references',
    lowestCommonAncestor,
    [
      [
        'cpp',
        'contains',
        'TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q) {',
      ],
      [
        'typescript',
        'contains',
        'function lowestCommonAncestor(root: TreeNode | null, p: TreeNode | null, q: TreeNode | null): TreeNode | null {',
      ],
    ],
  ],
  [
    'writes codecs as LeetCode does: a class, or two plain functions in C, JavaScript and TypeScript',
    treeCodecSignature,
    [
      [
        'cpp',
        'contains',
        'class Codec {\npublic:\n\n    // Encodes a tree to a single string.\n    string serialize(TreeNode* root) {',
      ],
      ['cpp', 'contains', '// TreeNode* ans = deser.deserialize(ser.serialize(root));'],
      ['java', 'contains', 'public class Codec {'],
      ['java', 'contains', '    public TreeNode deserialize(String data) {'],
      ['python', 'contains', '    def serialize(self, root: Optional[TreeNode]) -> str:'],
      ['c', 'contains', 'char* serialize(struct TreeNode* root) {'],
      ['c', 'contains', 'struct TreeNode* deserialize(char* data) {'],
      ['javascript', 'contains', 'var deserialize = function(data) {'],
      ['typescript', 'contains', 'function serialize(root: TreeNode | null): string {'],
      ['typescript', 'contains', ' * deserialize(serialize(root));'],
    ],
  ],
];

describe('boilerplate', () => {
  it("uses LeetCode's Two Sum starter code in every language", () => {
    expect(generateAllBoilerplate(twoSum)).toEqual({
      cpp: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        \n    }\n};',
      c: '/**\n * Note: The returned array must be malloced, assume caller calls free().\n */\nint* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    \n}',
      python:
        'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        ',
      javascript:
        '/**\n * @param {number[]} nums\n * @param {number} target\n * @return {number[]}\n */\nvar twoSum = function(nums, target) {\n    \n};',
      typescript: 'function twoSum(nums: number[], target: number): number[] {\n    \n};',
      java: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        \n    }\n}',
    });
  });

  it.each(cases)('%s', (_, signature, expectations) => {
    for (const [language, kind, text] of expectations) {
      const code = generateBoilerplate(language, signature);
      const message = `${language} starter code`;
      if (kind === 'is') expect(code, message).toBe(text);
      else if (kind === 'contains') expect(code, message).toContain(text);
      else expect(code, message).not.toContain(text);
    }
  });

  it('gives every language the same starter code one at a time as all at once', () => {
    for (const [, signature] of cases) {
      const all = generateAllBoilerplate(signature);
      for (const language of languageIds) {
        expect(generateBoilerplate(language, signature)).toBe(all[language]);
      }
    }
  });
});
