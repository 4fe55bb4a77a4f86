"""Binary Tree Right Side View cases: the examples, edge shapes (empty, left-only chains, a deep
left branch seen past a short right one), then random trees of up to 100 nodes."""
from casegen import Cases, TreeNode

cases = Cases(seed=199)
rng = cases.rng

cases.add_text("[1,2,3,null,5,null,4]", public=True)
cases.add_text("[1,2,3,4,null,null,null,5]", public=True)
cases.add_text("[1,null,3]", public=True)
cases.add_text("[]", public=True)
for literal in ("[1]", "[1,2]", "[1,null,2]", "[1,2,3]", "[1,2,3,4]", "[1,2,3,null,4]",
                "[-100,100,-100]", "[0,0,0,0,0,0,0]", "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]",
                "[1,2,null,3,null,4,null,5]", "[5,4,3,null,2,null,null,1]"):
    cases.add_text(literal)
for n in (5, 10, 20, 40, 70, 100):
    cases.add(rng.tree(n, -100, 100))
cases.add(rng.chain(100, -100, 100))
cases.add(rng.chain(100, -100, 100, ("left", "right")))
# A long left arm under a short right one: the view switches from the right arm to the left.
cases.add(TreeNode(0, rng.chain(90, -100, 100), rng.chain(9, -100, 100, ("right",))))
cases.add(TreeNode(0, rng.tree(60, -100, 100), rng.tree(39, -100, 100)))
cases.print()
