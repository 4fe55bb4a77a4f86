import type { FunctionSignature, LanguageId } from '../../contract/signature.ts';
import type { TypeFixture } from './signature-type-fixtures.ts';

/** Copy List with Random Pointer's signature: the answer must be a deep copy. */
export const copyRandomListSignature: FunctionSignature = {
  kind: 'function',
  name: 'copyRandomList',
  params: [{ name: 'head', type: 'RandomListNode' }],
  return: { type: 'RandomListNode' },
};

/** A copy made with a map from each node to its copy, in every language's LeetCode shape. */
export const randomListFixture: TypeFixture = {
  signature: copyRandomListSignature,
  cases: [
    {
      input: '[[7,null],[13,0],[11,4],[10,2],[1,0]]',
      expected: '[[7,null],[13,0],[11,4],[10,2],[1,0]]',
    },
    { input: '[[3,null],[3,0],[3,null]]', expected: '[[3,null],[3,0],[3,null]]' },
    { input: '[[1,0]]', expected: '[[1,0]]' },
    { input: '[]', expected: '[]' },
  ],
  solutions: {
    cpp: 'class Solution {\npublic:\n    Node* copyRandomList(Node* head) {\n        unordered_map<Node*, Node*> copy;\n        for (Node* n = head; n; n = n->next) copy[n] = new Node(n->val);\n        for (Node* n = head; n; n = n->next) {\n            copy[n]->next = n->next ? copy[n->next] : nullptr;\n            copy[n]->random = n->random ? copy[n->random] : nullptr;\n        }\n        return head ? copy[head] : nullptr;\n    }\n};\n',
    c: 'struct Node* copyRandomList(struct Node* head) {\n    // Interleave copies, set randoms, then split the two lists.\n    for (struct Node* n = head; n; n = n->next->next) {\n        struct Node* c = malloc(sizeof *c);\n        c->val = n->val; c->next = n->next; c->random = NULL;\n        n->next = c;\n    }\n    for (struct Node* n = head; n; n = n->next->next)\n        if (n->random) n->next->random = n->random->next;\n    struct Node* copy = head ? head->next : NULL;\n    for (struct Node* n = head; n; n = n->next) {\n        struct Node* c = n->next;\n        n->next = c->next;\n        c->next = c->next ? c->next->next : NULL;\n    }\n    return copy;\n}\n',
    python:
      "class Solution:\n    def copyRandomList(self, head: 'Optional[Node]') -> 'Optional[Node]':\n        copy = {None: None}\n        n = head\n        while n:\n            copy[n] = Node(n.val)\n            n = n.next\n        n = head\n        while n:\n            copy[n].next = copy[n.next]\n            copy[n].random = copy[n.random]\n            n = n.next\n        return copy[head]\n",
    javascript:
      'var copyRandomList = function(head) {\n    const copy = new Map([[null, null]]);\n    for (let n = head; n; n = n.next) copy.set(n, new _Node(n.val, null, null));\n    for (let n = head; n; n = n.next) {\n        copy.get(n).next = copy.get(n.next);\n        copy.get(n).random = copy.get(n.random);\n    }\n    return copy.get(head);\n};\n',
    typescript:
      'function copyRandomList(head: _Node | null): _Node | null {\n    const copy = new Map<_Node | null, _Node | null>([[null, null]]);\n    for (let n = head; n; n = n.next) copy.set(n, new _Node(n.val));\n    for (let n = head; n; n = n.next) {\n        copy.get(n)!.next = copy.get(n.next)!;\n        copy.get(n)!.random = copy.get(n.random)!;\n    }\n    return copy.get(head)!;\n};\n',
    go: 'func copyRandomList(head *Node) *Node {\n    copies := map[*Node]*Node{nil: nil}\n    for n := head; n != nil; n = n.Next {\n        copies[n] = &Node{Val: n.Val}\n    }\n    for n := head; n != nil; n = n.Next {\n        copies[n].Next = copies[n.Next]\n        copies[n].Random = copies[n.Random]\n    }\n    return copies[head]\n}\n',
    java: 'class Solution {\n    public Node copyRandomList(Node head) {\n        Map<Node, Node> copy = new HashMap<>();\n        for (Node n = head; n != null; n = n.next) copy.put(n, new Node(n.val));\n        for (Node n = head; n != null; n = n.next) {\n            copy.get(n).next = copy.get(n.next);\n            copy.get(n).random = copy.get(n.random);\n        }\n        return copy.get(head);\n    }\n}\n',
  },
};

/** Answers that are not a deep copy: the original head, or new nodes whose random pointers lead into the original. */
export const randomListCheats: Partial<Record<LanguageId, string>> = {
  cpp: 'class Solution {\npublic:\n    Node* copyRandomList(Node* head) { return head; }\n};\n',
  c: 'struct Node* copyRandomList(struct Node* head) { return head; }\n',
  python:
    "class Solution:\n    def copyRandomList(self, head: 'Optional[Node]') -> 'Optional[Node]':\n        out = tail = Node(0)\n        while head:\n            tail.next = Node(head.val, None, head.random)\n            tail, head = tail.next, head.next\n        return out.next\n",
  javascript: 'var copyRandomList = function(head) { return head; };\n',
  typescript:
    'function copyRandomList(head: _Node | null): _Node | null {\n    const out = new _Node(0);\n    let tail = out;\n    for (let n = head; n; n = n.next) { tail.next = new _Node(n.val, undefined, n.random ?? undefined); tail = tail.next; }\n    return out.next;\n};\n',
  go: 'func copyRandomList(head *Node) *Node {\n    out := &Node{}\n    tail := out\n    for n := head; n != nil; n = n.Next {\n        tail.Next = &Node{Val: n.Val, Random: n.Random}\n        tail = tail.Next\n    }\n    return out.Next\n}\n',
  java: 'class Solution {\n    public Node copyRandomList(Node head) { return head; }\n}\n',
};
