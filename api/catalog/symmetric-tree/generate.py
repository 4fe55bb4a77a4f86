"""Symmetric Tree cases: the examples, near-mirrors, then mirrored trees of 1000 nodes."""
from casegen import Cases, TreeNode

cases = Cases(seed=101)
rng = cases.rng


def mirror(node):
    if node is None:
        return None
    return TreeNode(node.val, mirror(node.right), mirror(node.left))


def symmetric(half_size, low=-100, high=100):
    half = rng.tree(half_size, low, high)
    return TreeNode(rng.randint(low, high), half, mirror(half))


def nudge(root):
    """Changes one value on the right side, breaking the symmetry."""
    node = root.right
    while node.left or node.right:
        node = node.left if node.left and (not node.right or rng.random() < 0.5) else node.right
    node.val = node.val + 1 if node.val < 100 else node.val - 1
    return root


cases.add_text("[1,2,2,3,4,4,3]", public=True)
cases.add_text("[1,2,2,null,3,null,3]", public=True)
cases.add_text("[1]", public=True)
for literal in ("[1,2]", "[1,2,2]", "[1,2,3]", "[-100,100,100]", "[1,2,2,2,null,2]",
                "[1,2,2,null,3,3]", "[1,2,2,3,null,null,3]", "[5,4,4,null,1,1]", "[0,0,0,0,null,null,0]",
                "[2,3,3,4,5,5,4,null,null,8,9,9,8]", "[2,3,3,4,5,5,4,null,null,8,9,8,9]"):
    cases.add_text(literal)
for n in (3, 20, 100, 300):
    cases.add(symmetric(n))
    cases.add(nudge(symmetric(n)))
cases.add(symmetric(499))
cases.add(nudge(symmetric(499)))
left = rng.chain(499, 7, 7)
cases.add(TreeNode(7, left, mirror(left)))
cases.add(TreeNode(7, rng.chain(499, 7, 7), rng.chain(499, 7, 7)))
cases.add(rng.tree(1000, 0, 0))
cases.print()
