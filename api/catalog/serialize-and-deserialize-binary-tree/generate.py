"""Serialize and Deserialize Binary Tree cases: the examples, empty, single, negative and extreme
values, left, right and zigzag chains, full trees, then random trees of up to 10^4 nodes."""
from casegen import Cases, TreeNode, chain

cases = Cases(seed=297)
rng = cases.rng


def full(depth, value=lambda: 0):
    """A perfect tree of the given depth (iterative)."""
    root = TreeNode(value())
    level = [root]
    for _ in range(depth - 1):
        below = []
        for node in level:
            node.left, node.right = TreeNode(value()), TreeNode(value())
            below += [node.left, node.right]
        level = below
    return root


example = TreeNode(1, TreeNode(2), TreeNode(3, TreeNode(4), TreeNode(5)))
cases.add(example, public=True)
cases.add([], public=True)
cases.add(TreeNode(0))
cases.add(TreeNode(-1000))
cases.add(TreeNode(1000, TreeNode(-1000)))
cases.add(TreeNode(1, None, TreeNode(2)))
cases.add(TreeNode(-5, TreeNode(-5), TreeNode(-5)))
cases.add(TreeNode(12, TreeNode(345), TreeNode(-67, None, TreeNode(8))))
cases.add(chain(10, ("left",), lambda depth: depth))
cases.add(chain(10, ("right",), lambda depth: -depth))
cases.add(chain(11, ("left", "right"), lambda depth: depth * 100 % 1001))
cases.add(full(4, lambda: rng.randint(-1000, 1000)))
for n in (3, 7, 20, 100, 1000):
    cases.add(rng.tree(n, -1000, 1000))
cases.add(rng.tree(50, 0, 0))
# The input and the expected output both hold the tree: large cases keep short values.
cases.add(rng.chain(10**4, -9, 9))
cases.add(rng.chain(3000, -1000, 1000, ("right",)))
cases.add(rng.chain(2000, -9, 9, ("left", "right")))
cases.add(rng.tree(5000, -9, 9))
cases.add(full(12, lambda: rng.randint(-9, 9)))
cases.print()
