"""Binary Tree Maximum Path Sum cases: the examples, all-negative trees, then 3 * 10^4 nodes."""
from casegen import Cases, TreeNode

cases = Cases(seed=124)
rng = cases.rng

cases.add_text("[1,2,3]", public=True)
cases.add_text("[-10,9,20,null,null,15,7]", public=True)
cases.add_text("[-3]", public=True)
for literal in ("[0]", "[1000]", "[-1000]", "[-2,-1]", "[-1,-2,-3]", "[2,-1]", "[1,-2,3]",
                "[5,4,8,11,null,13,4,7,2,null,null,null,1]", "[-1,5,null,4,null,null,2,-4]",
                "[9,6,-3,null,null,-6,2,null,null,2,null,-6,-6,-6]", "[1,-1000,-1000,1000,1000,1000,1000]"):
    cases.add_text(literal)
for n, low, high in ((10, -10, 10), (100, -1000, 1000), (1000, -1000, 1000), (1000, -1000, -1)):
    cases.add(rng.tree(n, low, high))
cases.add(rng.tree(3 * 10**4, -9, 9))
cases.add(rng.tree(5000, -1000, 200))
cases.add(rng.chain(4000, -1000, 1000))
cases.add(TreeNode(-1000, rng.chain(2500, 1000, 1000), rng.chain(2500, 1000, 1000, ("right",))))
cases.add(rng.chain(2000, -1000, -1, ("left", "right")))
cases.print()
