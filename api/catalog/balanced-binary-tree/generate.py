"""Balanced Binary Tree cases: the examples, edge shapes (empty, one node, short chains), then
trees of up to 5000 nodes: balanced ones (full, sparsest possible), balanced ones broken deep
inside, and random shapes."""
from casegen import Cases, TreeNode, inorder

cases = Cases(seed=110)
rng = cases.rng


def value():
    return rng.randint(-10**4, 10**4)


def balanced(height, sparse=0.5):
    """A height-balanced tree of this height; each node's children differ in height by at most 1."""
    if height == 0:
        return None
    if height == 1:
        return TreeNode(value())
    low = height - 2 if rng.random() < sparse else height - 1
    left, right = (height - 1, low) if rng.random() < 0.5 else (low, height - 1)
    return TreeNode(value(), balanced(left, sparse), balanced(right, sparse))


def sparsest(height):
    """The balanced tree with the fewest nodes for its height (a Fibonacci tree)."""
    if height <= 0:
        return None
    if height == 1:
        return TreeNode(value())
    return TreeNode(value(), sparsest(height - 1), sparsest(height - 2))


def size(root):
    return len(inorder(root))


def broken(root):
    """Hangs a two-node chain under one leaf: that leaf becomes unbalanced, deep in the tree."""
    leaves = [node for node in inorder(root) if not node.left and not node.right]
    leaf = rng.choice(leaves)
    leaf.left = TreeNode(value(), TreeNode(value()))
    return root


cases.add_text("[3,9,20,null,null,15,7]", public=True)
cases.add_text("[1,2,2,3,3,null,null,4,4]", public=True)
cases.add_text("[]", public=True)
for literal in ("[1]", "[1,2]", "[1,null,2]", "[1,2,null,3]", "[1,null,2,null,3]", "[1,2,3]",
                "[1,2,2,3,null,null,3,4,null,null,4]", "[1,2,3,4,5,null,6,7]",
                "[1,2,3,4,null,null,5,6,null,null,7]", "[-10000,10000,0,null,null,1,2]"):
    cases.add_text(literal)
for height in (4, 7, 10):
    cases.add(balanced(height))
cases.add(balanced(12, sparse=0.0))
cases.add(sparsest(17))
cases.add(broken(sparsest(16)))
cases.add(broken(balanced(12, sparse=0.3)))
tree = balanced(12, sparse=0.5)
while size(tree) > 4998:
    tree = balanced(12, sparse=0.5)
cases.add(broken(tree))
cases.add(rng.tree(5000, -10**4, 10**4))
cases.add(rng.chain(5000, -10**4, 10**4))
cases.add(TreeNode(0, sparsest(15), sparsest(13)))
cases.add(TreeNode(0, sparsest(15), sparsest(14)))
cases.print()
