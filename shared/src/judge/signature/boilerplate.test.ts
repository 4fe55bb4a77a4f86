import { describe, expect, it } from 'vitest';
import type { FunctionSignature } from '../../contract/signature.ts';
import {
  minStackSignature as minStack,
  treeCodecSignature,
  twoSumSignature as twoSum,
} from '../../contract/example-signatures.ts';
import { generateAllBoilerplate, generateBoilerplate } from './index.ts';

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
      go: 'func twoSum(nums []int, target int) []int {\n    \n}',
      rust: 'impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        \n    }\n}',
    });
  });

  it('writes Go as LeetCode does: node comments, Constructor and exported methods, both codec styles', () => {
    const reverseList: FunctionSignature = {
      kind: 'function',
      name: 'reorderList',
      params: [{ name: 'head', type: 'ListNode' }],
      return: { type: 'void' },
      outputParamIndex: 0,
    };
    expect(generateBoilerplate('go', reverseList)).toBe(
      '/**\n * Definition for singly-linked list.\n * type ListNode struct {\n *     Val int\n *     Next *ListNode\n * }\n */\nfunc reorderList(head *ListNode) {\n    \n}',
    );
    const minStackCode = generateBoilerplate('go', minStack);
    expect(minStackCode).toContain(
      'type MinStack struct {\n    \n}\n\n\nfunc Constructor() MinStack {\n    \n}',
    );
    expect(minStackCode).toContain('func (this *MinStack) Push(val int) {\n    \n}');
    expect(minStackCode).toContain('func (this *MinStack) GetMin() int {\n    \n}');
    expect(minStackCode).toContain(' * obj := Constructor();\n * obj.Push(val);\n');
    const treeCodec = generateBoilerplate('go', treeCodecSignature);
    expect(treeCodec).toContain('func Constructor() Codec {');
    expect(treeCodec).toContain('func (this *Codec) serialize(root *TreeNode) string {');
    expect(treeCodec).toContain('func (this *Codec) deserialize(data string) *TreeNode {');
    const strings = generateBoilerplate('go', {
      kind: 'codec',
      className: 'Codec',
      encode: {
        name: 'encode',
        params: [{ name: 'strs', type: 'list<string>' }],
        return: { type: 'string' },
      },
      decode: {
        name: 'decode',
        params: [{ name: 's', type: 'string' }],
        return: { type: 'list<string>' },
      },
    });
    expect(strings).toContain('func (codec *Codec) Encode(strs []string) string {');
    expect(strings).toContain('func (codec *Codec) Decode(s string) []string {');
    expect(strings).toContain('// var codec Codec');
    expect(strings).not.toContain('Constructor');
  });

  it("follows LeetCode's Rust conventions: snake_case, Option<Box<…>>, Rc<RefCell<…>>, &mut, structs", () => {
    const fn = (name: string, params: [string, string][], returns: string, extra = {}) =>
      ({
        kind: 'function',
        name,
        params: params.map(([paramName, type]) => ({ name: paramName, type })),
        return: { type: returns },
        ...extra,
      }) as FunctionSignature;
    const reverseKGroup = fn(
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
    const isValidBST = fn('isValidBST', [['root', 'TreeNode']], 'boolean');
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
      expect(generateBoilerplate('rust', fn(name, [], 'integer'))).toContain(
        `pub fn ${snake}() -> i32 {`,
      );
    const rotate = fn('rotate', [['matrix', 'integer[][]']], 'void', { outputParamIndex: 0 });
    expect(generateBoilerplate('rust', rotate)).toContain(
      'pub fn rotate(matrix: &mut Vec<Vec<i32>>) {',
    );
    const kinds = fn(
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
    const cycle = {
      kind: 'function',
      name: 'hasCycle',
      params: [
        { name: 'head', type: 'ListNode' },
        { name: 'pos', type: 'integer', cycleIn: 'head' },
      ],
      return: { type: 'boolean' },
    } as FunctionSignature;
    const cloneGraph = {
      kind: 'function',
      name: 'cloneGraph',
      params: [{ name: 'node', type: 'GraphNode' }],
      return: { type: 'GraphNode' },
    } as FunctionSignature;
    for (const signature of [cycle, cloneGraph]) {
      expect(Object.keys(generateAllBoilerplate(signature))).not.toContain('rust');
      expect(generateAllBoilerplate(signature).java).toBeDefined();
    }
    expect(Object.keys(generateAllBoilerplate(twoSum))).toContain('rust');
  });

  it('shows the node definitions a signature uses', () => {
    const reverseList: FunctionSignature = {
      kind: 'function',
      name: 'reverseList',
      params: [{ name: 'head', type: 'ListNode' }],
      return: { type: 'ListNode' },
    };
    expect(generateBoilerplate('c', reverseList)).toContain(
      'struct ListNode* reverseList(struct ListNode* head) {',
    );
    expect(generateBoilerplate('cpp', reverseList)).toContain(
      ' *     ListNode(int x, ListNode *next) : val(x), next(next) {}',
    );
    expect(generateBoilerplate('python', reverseList)).toContain(
      'def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:',
    );
    expect(generateBoilerplate('java', reverseList)).toContain(
      'public ListNode reverseList(ListNode head) {',
    );
    expect(generateBoilerplate('javascript', reverseList)).toContain(
      ' * @param {ListNode} head\n * @return {ListNode}',
    );
    expect(generateBoilerplate('typescript', reverseList)).toContain(
      ' *     next: ListNode | null\n',
    );
    expect(generateBoilerplate('typescript', reverseList)).toContain(
      'function reverseList(head: ListNode | null): ListNode | null {',
    );
    expect(generateBoilerplate('cpp', twoSum)).not.toContain('ListNode');
  });

  it("follows LeetCode's TypeScript conventions for classes, node arrays and in-place results", () => {
    expect(generateBoilerplate('typescript', minStack)).toBe(
      'class MinStack {\n    constructor() {\n        \n    }\n\n    push(val: number): void {\n        \n    }\n\n    getMin(): number {\n        \n    }\n}\n\n/**\n * Your MinStack object will be instantiated and called as such:\n * var obj = new MinStack()\n * obj.push(val)\n * var param_2 = obj.getMin()\n */',
    );
    const mergeKLists: FunctionSignature = {
      kind: 'function',
      name: 'mergeKLists',
      params: [{ name: 'lists', type: 'ListNode[]' }],
      return: { type: 'ListNode' },
    };
    expect(generateBoilerplate('typescript', mergeKLists)).toContain(
      'function mergeKLists(lists: (ListNode | null)[]): ListNode | null {',
    );
    const reverseString: FunctionSignature = {
      kind: 'function',
      name: 'reverseString',
      params: [{ name: 's', type: 'character[]' }],
      return: { type: 'void' },
      outputParamIndex: 0,
    };
    expect(generateBoilerplate('typescript', reverseString)).toBe(
      '/**\n Do not return anything, modify s in-place instead.\n */\nfunction reverseString(s: string[]): void {\n    \n};',
    );
  });

  it("follows LeetCode's C conventions for 2-D, string and in-place signatures", () => {
    const groupAnagrams: FunctionSignature = {
      kind: 'function',
      name: 'groupAnagrams',
      params: [{ name: 'strs', type: 'string[]' }],
      return: { type: 'list<list<string>>' },
    };
    expect(generateBoilerplate('c', groupAnagrams)).toContain(
      'char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes) {',
    );
    expect(generateBoilerplate('java', groupAnagrams)).toContain(
      'public List<List<String>> groupAnagrams(String[] strs) {',
    );
    expect(generateBoilerplate('cpp', groupAnagrams)).toContain(
      'vector<vector<string>> groupAnagrams(vector<string>& strs) {',
    );
    const moveZeroes: FunctionSignature = {
      kind: 'function',
      name: 'moveZeroes',
      params: [{ name: 'nums', type: 'integer[]' }],
      return: { type: 'void' },
      outputParamIndex: 0,
    };
    expect(generateBoilerplate('c', moveZeroes)).toBe(
      'void moveZeroes(int* nums, int numsSize) {\n    \n}',
    );
    expect(generateBoilerplate('javascript', moveZeroes)).toContain(
      '@return {void} Do not return anything, modify nums in-place instead.',
    );
    expect(generateBoilerplate('python', moveZeroes)).toContain(
      'def moveZeroes(self, nums: List[int]) -> None:',
    );
  });

  it('writes class designs the LeetCode way, including C structs', () => {
    const all = generateAllBoilerplate(minStack);
    expect(all.c).toContain('typedef struct {\n    \n} MinStack;');
    expect(all.c).toContain('MinStack* minStackCreate() {');
    expect(all.c).toContain('void minStackPush(MinStack* obj, int val) {');
    expect(all.c).toContain('int minStackGetMin(MinStack* obj) {');
    expect(all.c).toContain('void minStackFree(MinStack* obj) {');
    expect(all.cpp).toContain('class MinStack {\npublic:\n    MinStack() {');
    expect(all.java).toContain('    public MinStack() {');
    expect(all.python).toContain('    def push(self, val: int) -> None:');
    expect(all.javascript).toContain('MinStack.prototype.getMin = function() {');
  });

  it("declares unsigned 32-bit values as each language's LeetCode does", () => {
    const reverseBits: FunctionSignature = {
      kind: 'function',
      name: 'reverseBits',
      params: [{ name: 'n', type: 'uint32' }],
      return: { type: 'uint32' },
    };
    const code = generateAllBoilerplate(reverseBits);
    expect(code.c).toBe('uint32_t reverseBits(uint32_t n) {\n    \n}');
    expect(code.cpp).toContain('    uint32_t reverseBits(uint32_t n) {');
    expect(code.java).toBe(
      'class Solution {\n    // you need treat n as an unsigned value\n    public int reverseBits(int n) {\n        \n    }\n}',
    );
    expect(code.python).toContain('def reverseBits(self, n: int) -> int:');
    expect(code.javascript).toContain(
      ' * @param {number} n - a positive integer\n * @return {number} - a positive integer\n',
    );
    expect(code.typescript).toContain('function reverseBits(n: number): number {');
  });

  it('leaves out a cycle position and passes tree nodes for node references', () => {
    const hasCycle: FunctionSignature = {
      kind: 'function',
      name: 'hasCycle',
      params: [
        { name: 'head', type: 'ListNode' },
        { name: 'pos', type: 'integer', cycleIn: 'head' },
      ],
      return: { type: 'boolean' },
    };
    expect(generateBoilerplate('cpp', hasCycle)).toContain('    bool hasCycle(ListNode* head) {');
    expect(generateBoilerplate('c', hasCycle)).toContain('bool hasCycle(struct ListNode* head) {');
    expect(generateBoilerplate('python', hasCycle)).toContain(
      'def hasCycle(self, head: Optional[ListNode]) -> bool:',
    );
    expect(generateBoilerplate('javascript', hasCycle)).toContain(
      'var hasCycle = function(head) {',
    );
    expect(generateBoilerplate('java', hasCycle)).toContain(
      'public boolean hasCycle(ListNode head) {',
    );
    const lca: FunctionSignature = {
      kind: 'function',
      name: 'lowestCommonAncestor',
      params: [
        { name: 'root', type: 'TreeNode' },
        { name: 'p', type: 'TreeNode', nodeIn: 'root' },
        { name: 'q', type: 'TreeNode', nodeIn: 'root' },
      ],
      return: { type: 'TreeNode', nodeIn: 'root' },
    };
    expect(generateBoilerplate('cpp', lca)).toContain(
      'TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q) {',
    );
    expect(generateBoilerplate('typescript', lca)).toContain(
      'function lowestCommonAncestor(root: TreeNode | null, p: TreeNode | null, q: TreeNode | null): TreeNode | null {',
    );
  });

  it('writes codecs as LeetCode does: a class, or two plain functions in C, JavaScript and TypeScript', () => {
    const code = generateAllBoilerplate(treeCodecSignature);
    expect(code.cpp).toContain(
      'class Codec {\npublic:\n\n    // Encodes a tree to a single string.\n    string serialize(TreeNode* root) {',
    );
    expect(code.cpp).toContain('// TreeNode* ans = deser.deserialize(ser.serialize(root));');
    expect(code.java).toContain('public class Codec {');
    expect(code.java).toContain('    public TreeNode deserialize(String data) {');
    expect(code.python).toContain('    def serialize(self, root: Optional[TreeNode]) -> str:');
    expect(code.c).toContain('char* serialize(struct TreeNode* root) {');
    expect(code.c).toContain('struct TreeNode* deserialize(char* data) {');
    expect(code.javascript).toContain('var deserialize = function(data) {');
    expect(code.typescript).toContain('function serialize(root: TreeNode | null): string {');
    expect(code.typescript).toContain(' * deserialize(serialize(root));');
  });
});
