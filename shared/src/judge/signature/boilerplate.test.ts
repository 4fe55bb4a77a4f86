import { describe, expect, it } from 'vitest';
import type { FunctionSignature, ValueType } from '../../contract/signature.ts';
import {
  minStackSignature as minStack,
  treeCodecSignature,
  twoSumSignature as twoSum,
} from '../../contract/example-signatures.ts';
import { offeredLanguages, type LanguageId } from '../languages/registry.ts';
import type { HarnessSignature } from '../protocol/encode-case.ts';
import { stringsCodecSignature } from '../runner/codec-fixtures.ts';
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
      go: 'func twoSum(nums []int, target int) []int {\n\t\n}',
      rust: 'impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        \n    }\n}',
    });
  });

  it('writes Go as LeetCode does: node comments, Constructor and exported methods, both codec styles', () => {
    const reorderList = fn(
      'reorderList',
      [{ name: 'head', type: 'ListNode' }],
      { type: 'void' },
      { outputParamIndex: 0 },
    );
    expect(generateBoilerplate('go', reorderList)).toBe(
      '/**\n * Definition for singly-linked list.\n * type ListNode struct {\n *     Val int\n *     Next *ListNode\n * }\n */\nfunc reorderList(head *ListNode) {\n\t\n}',
    );
    const minStackCode = generateBoilerplate('go', minStack);
    expect(minStackCode).toContain(
      'type MinStack struct {\n\t\n}\n\n\nfunc Constructor() MinStack {\n\t\n}',
    );
    expect(minStackCode).toContain('func (this *MinStack) Push(val int) {\n\t\n}');
    expect(minStackCode).toContain('func (this *MinStack) GetMin() int {\n\t\n}');
    expect(minStackCode).toContain(' * obj := Constructor();\n * obj.Push(val);\n');
    const treeCodec = generateBoilerplate('go', treeCodecSignature);
    expect(treeCodec).toContain('func Constructor() Codec {');
    expect(treeCodec).toContain('func (this *Codec) serialize(root *TreeNode) string {');
    expect(treeCodec).toContain('func (this *Codec) deserialize(data string) *TreeNode {');
    const strings = generateBoilerplate('go', stringsCodecSignature);
    expect(strings).toContain('func (codec *Codec) Encode(strs []string) string {');
    expect(strings).toContain('func (codec *Codec) Decode(s string) []string {');
    expect(strings).toContain('// var codec Codec');
    expect(strings).not.toContain('Constructor');
  });

  it("follows LeetCode's Rust conventions: snake_case, Option<Box<…>>, Rc<RefCell<…>>, &mut, structs", () => {
    /** A function signature from `[name, type]` pairs. */
    const typed = (name: string, params: [string, ValueType][], returns: ValueType | 'void') =>
      fn(
        name,
        params.map(([paramName, type]) => ({ name: paramName, type })),
        { type: returns },
      );
    const reverseKGroup = typed(
      'reverseKGroup',
      [
        ['head', 'ListNode'],
        ['k', 'integer'],
      ],
      'ListNode',
    );
    expect(generateBoilerplate('rust', reverseKGroup)).toBe(
      '// Definition for singly-linked list.\n// #[derive(PartialEq, Eq, Clone, Debug)]\n// pub struct ListNode {\n//   pub val: i32,\n//   pub next: Option<Box<ListNode>>\n// }\n// \n// impl ListNode {\n//   #[inline]\n//   fn new(val: i32) -> Self {\n//     ListNode {\n//       next: None,\n//       val\n//     }\n//   }\n// }\nimpl Solution {\n    pub fn reverse_k_group(head: Option<Box<ListNode>>, k: i32) -> Option<Box<ListNode>> {\n        \n    }\n}',
    );
    const isValidBST = typed('isValidBST', [['root', 'TreeNode']], 'boolean');
    expect(generateBoilerplate('rust', isValidBST)).toContain(
      '// }\nuse std::rc::Rc;\nuse std::cell::RefCell;\nimpl Solution {\n    pub fn is_valid_bst(root: Option<Rc<RefCell<TreeNode>>>) -> bool {',
    );
    const names = {
      evalRPN: 'eval_rpn',
      isNStraightHand: 'is_n_straight_hand',
      combinationSum2: 'combination_sum2',
      topKFrequent: 'top_k_frequent',
    };
    for (const [name, snake] of Object.entries(names))
      expect(generateBoilerplate('rust', typed(name, [], 'integer'))).toContain(
        `pub fn ${snake}() -> i32 {`,
      );
    const rotate = {
      ...typed('rotate', [['matrix', 'integer[][]']], 'void'),
      outputParamIndex: 0,
    };
    expect(generateBoilerplate('rust', rotate)).toContain(
      'pub fn rotate(matrix: &mut Vec<Vec<i32>>) {',
    );
    const kinds = typed(
      'kinds',
      [
        ['a', 'long'],
        ['b', 'double'],
        ['c', 'character[]'],
        ['d', 'list<list<string>>'],
        ['e', 'uint32'],
      ],
      'ListNode[]',
    );
    expect(generateBoilerplate('rust', kinds)).toContain(
      'pub fn kinds(a: i64, b: f64, c: Vec<char>, d: Vec<Vec<String>>, e: u32) -> Vec<Option<Box<ListNode>>> {',
    );
    expect(generateBoilerplate('rust', minStack)).toBe(
      'struct MinStack {\n\n}\n\n\n/** \n * `&self` means the method takes an immutable reference.\n * If you need a mutable reference, change it to `&mut self` instead.\n */\nimpl MinStack {\n\n    fn new() -> Self {\n        \n    }\n    \n    fn push(&self, val: i32) {\n        \n    }\n    \n    fn get_min(&self) -> i32 {\n        \n    }\n}\n\n/**\n * Your MinStack object will be instantiated and called as such:\n * let obj = MinStack::new();\n * obj.push(val);\n * let ret_2: i32 = obj.get_min();\n */',
    );
    const codec = generateBoilerplate('rust', treeCodecSignature);
    expect(codec).toContain('use std::rc::Rc;\nuse std::cell::RefCell;\nstruct Codec {');
    expect(codec).toContain(
      '    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {',
    );
    expect(codec).toContain(
      '    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {',
    );
  });

  it('offers no Rust starter code where LeetCode has none (Node, a cycle position)', () => {
    const cloneGraph = fn('cloneGraph', [{ name: 'node', type: 'GraphNode' }], {
      type: 'GraphNode',
    });
    for (const signature of [hasCycle, cloneGraph]) {
      expect(Object.keys(generateAllBoilerplate(signature))).not.toContain('rust');
      expect(generateAllBoilerplate(signature).java).toBeDefined();
    }
    expect(Object.keys(generateAllBoilerplate(twoSum))).toContain('rust');
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
      expect(Object.keys(all)).toEqual(offeredLanguages(signature));
      for (const language of offeredLanguages(signature)) {
        expect(generateBoilerplate(language, signature)).toBe(all[language]);
      }
    }
  });
});
