"""Lowest Common Ancestor of a BST cases: the examples, two-node trees, ancestor pairs, the
extreme values, random small trees, then chains, random and balanced trees of up to 10^4 nodes."""
from casegen import Cases, TreeNode, chain, inorder

cases = Cases(seed=235)
rng = cases.rng


def bst(root, low=-10**9, high=10**9):
    """The shape of root, valued so that it is a search tree (distinct values, in order)."""
    nodes = inorder(root)
    for node, value in zip(nodes, sorted(rng.sample(range(low, high + 1), len(nodes)))):
        node.val = value
    return root


def balanced(values):
    """A height-balanced search tree of the sorted values (iterative)."""
    root = TreeNode(0)
    stack = [(root, 0, len(values) - 1)]
    while stack:
        node, low, high = stack.pop()
        middle = (low + high) // 2
        node.val = values[middle]
        if low < middle:
            node.left = TreeNode(0)
            stack.append((node.left, low, middle - 1))
        if middle < high:
            node.right = TreeNode(0)
            stack.append((node.right, middle + 1, high))
    return root


def pair(root):
    """Two different values of the tree."""
    p, q = rng.sample([node.val for node in inorder(root)], 2)
    return p, q


def add(root, p=None, q=None):
    if p is None:
        p, q = pair(root)
    cases.add(root, p, q)


example = TreeNode(6, TreeNode(2, TreeNode(0), TreeNode(4, TreeNode(3), TreeNode(5))),
                   TreeNode(8, TreeNode(7), TreeNode(9)))
add(example, 2, 8)
cases.cases[-1]["public"] = True
add(example, 2, 4)
cases.cases[-1]["public"] = True
add(TreeNode(2, TreeNode(1)), 2, 1)
cases.cases[-1]["public"] = True
add(TreeNode(1, None, TreeNode(2)), 1, 2)
add(TreeNode(2, TreeNode(1)), 1, 2)
add(example, 3, 5)
add(example, 0, 5)
add(example, 7, 9)
add(example, 3, 9)
add(example, 6, 9)
add(TreeNode(-10**9, None, TreeNode(10**9)), 10**9, -10**9)
for n in (3, 5, 10, 50, 500):
    for _ in range(2):
        add(bst(rng.tree_shape(n)))
# Large trees stay near 10^4 nodes with short values, so that cases.json stays small: a deep
# chain (the answer at its bottom), a zigzag, a random shape and a balanced tree.
left = bst(chain(10**4, ("left",)), -10**4, 10**4)
deepest = inorder(left)[:2]
add(left, deepest[0].val, deepest[1].val)
add(bst(chain(5000, ("left", "right")), -10**4, 10**4))
add(bst(rng.tree_shape(10**4), -10**4, 10**4))
big = balanced(sorted(rng.sample(range(-10**4, 10**4), 2**13 - 1)))
values = [node.val for node in inorder(big)]
add(big, values[0], values[-1])
add(big, values[10], values[11])
cases.print()
