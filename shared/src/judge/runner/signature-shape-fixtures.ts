import type { TypeFixture } from './signature-type-fixtures.ts';

/**
 * Shapes beyond plain values, solved in every language: an unsigned 32-bit value (Reverse Bits),
 * a list whose tail links back (Linked List Cycle's `pos`), and tree nodes passed as arguments
 * (Lowest Common Ancestor's `p` and `q`, answered as the returned node's value).
 */
export const shapeFixtures: TypeFixture[] = [
  {
    signature: {
      kind: 'function',
      name: 'flip',
      params: [{ name: 'n', type: 'uint32' }],
      return: { type: 'uint32' },
    },
    cases: [
      { input: '0', expected: '4294967295' },
      { input: '4294967295', expected: '0' },
      { input: '2147483648', expected: '2147483647' },
      { input: '43261596', expected: '4251705699' },
    ],
    solutions: {
      cpp: 'class Solution {\npublic:\n    uint32_t flip(uint32_t n) {\n        return ~n;\n    }\n};\n',
      c: 'uint32_t flip(uint32_t n) {\n    return ~n;\n}\n',
      python:
        'class Solution:\n    def flip(self, n: int) -> int:\n        return ~n & 0xFFFFFFFF\n',
      javascript: 'var flip = function(n) {\n    return ~n >>> 0;\n};\n',
      typescript: 'function flip(n: number): number {\n    return ~n >>> 0;\n};\n',
      go: 'func flip(n uint32) uint32 {\n    return ^n\n}\n',
      java: 'class Solution {\n    public int flip(int n) {\n        return ~n;\n    }\n}\n',
      rust: 'impl Solution {\n    pub fn flip(n: u32) -> u32 {\n        !n\n    }\n}\n',
    },
  },
  {
    signature: {
      kind: 'function',
      name: 'cycleEntry',
      params: [
        { name: 'head', type: 'ListNode' },
        { name: 'pos', type: 'integer', cycleIn: 'head' },
      ],
      return: { type: 'integer' },
    },
    cases: [
      { input: '[3,2,0,-4]\n1', expected: '2' },
      { input: '[1,2]\n0', expected: '1' },
      { input: '[7]\n0', expected: '7' },
      { input: '[1,2,3]\n-1', expected: '-1' },
      { input: '[]\n-1', expected: '-1' },
    ],
    solutions: {
      cpp: 'class Solution {\npublic:\n    int cycleEntry(ListNode *head) {\n        ListNode *slow = head, *fast = head;\n        while (fast && fast->next) {\n            slow = slow->next; fast = fast->next->next;\n            if (slow == fast) {\n                for (ListNode *p = head; p != slow; p = p->next) slow = slow->next;\n                return slow->val;\n            }\n        }\n        return -1;\n    }\n};\n',
      c: 'int cycleEntry(struct ListNode *head) {\n    struct ListNode *slow = head, *fast = head;\n    while (fast && fast->next) {\n        slow = slow->next; fast = fast->next->next;\n        if (slow == fast) {\n            for (struct ListNode *p = head; p != slow; p = p->next) slow = slow->next;\n            return slow->val;\n        }\n    }\n    return -1;\n}\n',
      python:
        'class Solution:\n    def cycleEntry(self, head: Optional[ListNode]) -> int:\n        seen = set()\n        while head:\n            if head in seen:\n                return head.val\n            seen.add(head)\n            head = head.next\n        return -1\n',
      javascript:
        'var cycleEntry = function(head) {\n    const seen = new Set();\n    for (; head; head = head.next) {\n        if (seen.has(head)) return head.val;\n        seen.add(head);\n    }\n    return -1;\n};\n',
      typescript:
        'function cycleEntry(head: ListNode | null): number {\n    const seen = new Set<ListNode>();\n    for (; head; head = head.next) {\n        if (seen.has(head)) return head.val;\n        seen.add(head);\n    }\n    return -1;\n};\n',
      go: 'func cycleEntry(head *ListNode) int {\n    seen := map[*ListNode]bool{}\n    for ; head != nil; head = head.Next {\n        if seen[head] {\n            return head.Val\n        }\n        seen[head] = true\n    }\n    return -1\n}\n',
      java: 'class Solution {\n    public int cycleEntry(ListNode head) {\n        Set<ListNode> seen = new HashSet<>();\n        for (; head != null; head = head.next) {\n            if (!seen.add(head)) return head.val;\n        }\n        return -1;\n    }\n}\n',
    },
  },
  {
    signature: {
      kind: 'function',
      name: 'lowestCommonAncestor',
      params: [
        { name: 'root', type: 'TreeNode' },
        { name: 'p', type: 'TreeNode', nodeIn: 'root' },
        { name: 'q', type: 'TreeNode', nodeIn: 'root' },
      ],
      return: { type: 'TreeNode', nodeIn: 'root' },
    },
    cases: [
      { input: '[3,5,1,6,2,0,8,null,null,7,4]\n5\n1', expected: '3' },
      { input: '[3,5,1,6,2,0,8,null,null,7,4]\n5\n4', expected: '5' },
      { input: '[1,2]\n1\n2', expected: '1' },
      { input: '[2,null,1]\n1\n1', expected: '1' },
    ],
    // Identity, not values, decides: the nodes passed must be the tree's own.
    solutions: {
      cpp: 'class Solution {\npublic:\n    TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q) {\n        if (!root || root == p || root == q) return root;\n        TreeNode *l = lowestCommonAncestor(root->left, p, q), *r = lowestCommonAncestor(root->right, p, q);\n        return l && r ? root : l ? l : r;\n    }\n};\n',
      c: 'struct TreeNode* lowestCommonAncestor(struct TreeNode* root, struct TreeNode* p, struct TreeNode* q) {\n    if (!root || root == p || root == q) return root;\n    struct TreeNode *l = lowestCommonAncestor(root->left, p, q), *r = lowestCommonAncestor(root->right, p, q);\n    return l && r ? root : l ? l : r;\n}\n',
      python:
        "class Solution:\n    def lowestCommonAncestor(self, root: 'TreeNode', p: 'TreeNode', q: 'TreeNode') -> 'TreeNode':\n        if root is None or root is p or root is q:\n            return root\n        l = self.lowestCommonAncestor(root.left, p, q)\n        r = self.lowestCommonAncestor(root.right, p, q)\n        return root if l and r else l or r\n",
      javascript:
        'var lowestCommonAncestor = function(root, p, q) {\n    if (!root || root === p || root === q) return root;\n    const l = lowestCommonAncestor(root.left, p, q), r = lowestCommonAncestor(root.right, p, q);\n    return l && r ? root : l || r;\n};\n',
      typescript:
        'function lowestCommonAncestor(root: TreeNode | null, p: TreeNode | null, q: TreeNode | null): TreeNode | null {\n    if (!root || root === p || root === q) return root;\n    const l = lowestCommonAncestor(root.left, p, q), r = lowestCommonAncestor(root.right, p, q);\n    return l && r ? root : l || r;\n};\n',
      go: 'func lowestCommonAncestor(root, p, q *TreeNode) *TreeNode {\n    if root == nil || root == p || root == q {\n        return root\n    }\n    l, r := lowestCommonAncestor(root.Left, p, q), lowestCommonAncestor(root.Right, p, q)\n    if l != nil && r != nil {\n        return root\n    }\n    if l != nil {\n        return l\n    }\n    return r\n}\n',
      java: 'class Solution {\n    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {\n        if (root == null || root == p || root == q) return root;\n        TreeNode l = lowestCommonAncestor(root.left, p, q), r = lowestCommonAncestor(root.right, p, q);\n        return l != null && r != null ? root : l != null ? l : r;\n    }\n}\n',
      rust: 'use std::rc::Rc;\nuse std::cell::RefCell;\nimpl Solution {\n    pub fn lowest_common_ancestor(root: Option<Rc<RefCell<TreeNode>>>, p: Option<Rc<RefCell<TreeNode>>>, q: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {\n        let node = root.clone()?;\n        let same = |x: &Option<Rc<RefCell<TreeNode>>>| x.as_ref().map_or(false, |x| Rc::ptr_eq(x, &node));\n        if same(&p) || same(&q) { return root; }\n        let l = Self::lowest_common_ancestor(node.borrow().left.clone(), p.clone(), q.clone());\n        let r = Self::lowest_common_ancestor(node.borrow().right.clone(), p, q);\n        if l.is_some() && r.is_some() { root } else if l.is_some() { l } else { r }\n    }\n}\n',
    },
  },
];
