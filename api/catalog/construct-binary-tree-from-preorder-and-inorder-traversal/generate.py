"""Construct Binary Tree from Preorder and Inorder Traversal cases: the examples, edge shapes (one
node, chains to either side, negative values), then trees of 3000 nodes with distinct values."""
from casegen import Cases, inorder

cases = Cases(seed=105)
rng = cases.rng


def preorder(root):
    out, stack = [], [root] if root else []
    while stack:
        node = stack.pop()
        out.append(node.val)
        stack += [child for child in (node.right, node.left) if child]
    return out


def add(shape, public=False):
    nodes = inorder(shape)
    for node, value in zip(nodes, rng.sample(range(-3000, 3001), len(nodes))):
        node.val = value
    cases.add(preorder(shape), [node.val for node in inorder(shape)], public=public)


cases.add([3, 9, 20, 15, 7], [9, 3, 15, 20, 7], public=True)
cases.add([-1], [-1], public=True)
cases.add([1, 2], [2, 1])
cases.add([1, 2], [1, 2])
cases.add([1, 2, 3], [2, 1, 3])
cases.add([1, 2, 3], [3, 2, 1])
cases.add([1, 2, 3], [1, 2, 3])
cases.add([1, 2, 3], [2, 3, 1])
cases.add([3000, -3000, 0], [-3000, 3000, 0])
cases.add([4, 2, 1, 3, 6, 5, 7], [1, 2, 3, 4, 5, 6, 7])
cases.add([1, 2, 4, 5, 3, 6, 7], [4, 2, 5, 1, 6, 3, 7])
cases.add([5, 1, 2, 3, 4], [1, 2, 3, 4, 5])
cases.add([0, -1, -2, 2, 1], [-2, -1, 0, 1, 2])
for n in (5, 10, 50, 200, 1000):
    add(rng.tree_shape(n))
add(rng.tree_shape(3000))
add(rng.tree_shape(3000))
add(rng.chain(3000, 0, 0))
add(rng.chain(3000, 0, 0, ("right",)))
add(rng.chain(3000, 0, 0, ("left", "right")))
add(rng.chain(3000, 0, 0, ("right", "right", "left")))
cases.print()
