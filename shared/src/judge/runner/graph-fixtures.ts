import type { FunctionSignature, LanguageId } from '../../contract/signature.ts';
import type { TypeFixture } from './signature-type-fixtures.ts';

/** Clone Graph's signature: the answer must be a deep copy. */
export const cloneGraphSignature: FunctionSignature = {
  kind: 'function',
  name: 'cloneGraph',
  params: [{ name: 'node', type: 'GraphNode' }],
  return: { type: 'GraphNode' },
};

const cCopy = `struct Node *cloneGraph(struct Node *s) {
    if (!s) return NULL;
    struct Node *copies[101] = {NULL}, *queue[101];
    int head = 0, tail = 0;
    copies[s->val] = calloc(1, sizeof(struct Node));
    copies[s->val]->val = s->val;
    queue[tail++] = s;
    while (head < tail) {
        struct Node *n = queue[head++], *c = copies[n->val];
        c->numNeighbors = n->numNeighbors;
        c->neighbors = malloc(sizeof(struct Node *) * (n->numNeighbors + 1));
        for (int k = 0; k < n->numNeighbors; k++) {
            struct Node *m = n->neighbors[k];
            if (!copies[m->val]) {
                copies[m->val] = calloc(1, sizeof(struct Node));
                copies[m->val]->val = m->val;
                queue[tail++] = m;
            }
            c->neighbors[k] = copies[m->val];
        }
    }
    return copies[s->val];
}
`;

/** A copy made with a map from each node to its copy, in every language's LeetCode shape. */
export const cloneGraphFixture: TypeFixture = {
  signature: cloneGraphSignature,
  cases: [
    { input: '[[2,4],[1,3],[2,4],[1,3]]', expected: '[[2,4],[1,3],[2,4],[1,3]]' },
    { input: '[[]]', expected: '[[]]' },
    { input: '[]', expected: '[]' },
    { input: '[[2],[1]]', expected: '[[2],[1]]' },
  ],
  solutions: {
    cpp: 'class Solution {\n    unordered_map<Node*, Node*> copies;\npublic:\n    Node* cloneGraph(Node* node) {\n        if (!node) return nullptr;\n        if (copies.count(node)) return copies[node];\n        Node* copy = new Node(node->val);\n        copies[node] = copy;\n        for (Node* n : node->neighbors) copy->neighbors.push_back(cloneGraph(n));\n        return copy;\n    }\n};\n',
    c: cCopy,
    python:
      "class Solution:\n    def cloneGraph(self, node: Optional['Node']) -> Optional['Node']:\n        copies = {}\n        def copy(n):\n            if n not in copies:\n                copies[n] = Node(n.val)\n                copies[n].neighbors = [copy(m) for m in n.neighbors]\n            return copies[n]\n        return copy(node) if node else None\n",
    javascript:
      'var cloneGraph = function(node) {\n    const copies = new Map();\n    const copy = (n) => {\n        if (!copies.has(n)) {\n            copies.set(n, new _Node(n.val, []));\n            for (const m of n.neighbors) copies.get(n).neighbors.push(copy(m));\n        }\n        return copies.get(n);\n    };\n    return node ? copy(node) : null;\n};\n',
    typescript:
      'function cloneGraph(node: _Node | null): _Node | null {\n    const copies = new Map<_Node, _Node>();\n    const copy = (n: _Node): _Node => {\n        if (!copies.has(n)) {\n            copies.set(n, new _Node(n.val, []));\n            for (const m of n.neighbors) copies.get(n)!.neighbors.push(copy(m));\n        }\n        return copies.get(n)!;\n    };\n    return node ? copy(node) : null;\n};\n',
    go: 'func cloneGraph(node *Node) *Node {\n    copies := map[*Node]*Node{}\n    var copy func(n *Node) *Node\n    copy = func(n *Node) *Node {\n        if c, ok := copies[n]; ok {\n            return c\n        }\n        c := &Node{Val: n.Val}\n        copies[n] = c\n        for _, m := range n.Neighbors {\n            c.Neighbors = append(c.Neighbors, copy(m))\n        }\n        return c\n    }\n    if node == nil {\n        return nil\n    }\n    return copy(node)\n}\n',
    java: 'class Solution {\n    private final Map<Node, Node> copies = new HashMap<>();\n    public Node cloneGraph(Node node) {\n        if (node == null) return null;\n        if (copies.containsKey(node)) return copies.get(node);\n        Node copy = new Node(node.val);\n        copies.put(node, copy);\n        for (Node n : node.neighbors) copy.neighbors.add(cloneGraph(n));\n        return copy;\n    }\n}\n',
  },
};

/** Answers that are not a deep copy: the original node, or a new node whose neighbours are the originals. */
export const cloneGraphCheats: Partial<Record<LanguageId, string>> = {
  cpp: 'class Solution {\npublic:\n    Node* cloneGraph(Node* node) { return node ? new Node(node->val, node->neighbors) : nullptr; }\n};\n',
  c: 'struct Node *cloneGraph(struct Node *s) { return s; }\n',
  python:
    "class Solution:\n    def cloneGraph(self, node: Optional['Node']) -> Optional['Node']:\n        return Node(node.val, node.neighbors) if node else None\n",
  javascript: 'var cloneGraph = function(node) { return node; };\n',
  typescript:
    'function cloneGraph(node: _Node | null): _Node | null {\n    return node ? new _Node(node.val, node.neighbors) : null;\n};\n',
  go: 'func cloneGraph(node *Node) *Node {\n    if node == nil {\n        return nil\n    }\n    return &Node{Val: node.Val, Neighbors: node.Neighbors}\n}\n',
  java: 'class Solution {\n    public Node cloneGraph(Node node) { return node; }\n}\n',
};
