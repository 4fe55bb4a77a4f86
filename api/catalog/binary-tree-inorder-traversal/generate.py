"""Binary Tree Inorder Traversal cases: the examples, lopsided shapes, then 100-node trees."""
from casegen import Cases

cases = Cases(seed=94)
rng = cases.rng

cases.add_text("[1,null,2,3]", public=True)
cases.add_text("[1,2,3,4,5,null,8,null,null,6,7,9]", public=True)
cases.add_text("[]", public=True)
for literal in ("[1]", "[1,2]", "[1,null,2]", "[2,1,3]", "[-100,null,100]", "[0,0,0]",
                "[3,1,null,null,2]", "[1,2,3,4,5,6,7]", "[5,3,8,1,4,7,9,0]"):
    cases.add_text(literal)
for n in (4, 10, 30, 60, 90):
    cases.add(rng.tree(n, -100, 100))
for sides in (("left",), ("right",), ("left", "right"), ("right", "right", "left")):
    cases.add(rng.chain(100, -100, 100, sides))
cases.add(rng.tree(100, -100, 100))
cases.add(rng.tree(100, 7, 7))
cases.add(list(range(100)))
cases.print()
