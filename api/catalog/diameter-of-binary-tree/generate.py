"""Diameter of Binary Tree cases: the examples, paths that avoid the root, then 10^4 nodes."""
from casegen import Cases, TreeNode

cases = Cases(seed=543)
rng = cases.rng


def hang(root, subtree):
    """Puts subtree under the leftmost free slot of root's left spine."""
    node = root
    while node.left:
        node = node.left
    node.left = subtree
    return root


cases.add_text("[1,2,3,4,5]", public=True)
cases.add_text("[1,2]", public=True)
cases.add_text("[4,-7,-3,null,null,-9,-3,9,-7,-4,null,6,null,-6,-6,null,null,0,6,5,null,9,null,null,-1,-4,null,null,null,-2]", public=True)
for literal in ("[1]", "[1,null,2]", "[1,2,3]", "[-100,100,-100]", "[1,2,null,3,4,5,null,null,6]",
                "[1,2,null,3,4,5,null,null,6,7,null,null,8]", "[0,0,0,0,0,0,0]"):
    cases.add_text(literal)
for n in (5, 20, 100, 500, 2000):
    cases.add(rng.tree(n, -100, 100))
cases.add(rng.tree(10**4, -100, 100))
cases.add(rng.chain(10**4, -100, 100))
cases.add(rng.chain(3000, -100, 100, ("left", "right")))
cases.add_text("[1,2,3,null,4,null,5]")
cases.add_text("[2,1,null,3,null,4,5,null,null,6]")
# Long two-armed path hanging deep on one side: the longest path does not pass the root.
arm = TreeNode(1, rng.chain(3000, -100, 100), rng.chain(3000, -100, 100, ("right",)))
cases.add(hang(rng.chain(50, 0, 0), arm))
cases.add(TreeNode(0, rng.chain(4999, 1, 1), rng.chain(5000, 2, 2, ("right",))))
cases.add(hang(rng.tree(3000, -5, 5), TreeNode(9, rng.tree(3000, 0, 9), rng.tree(3000, 0, 9))))
cases.print()
