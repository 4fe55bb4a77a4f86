"""Invert Binary Tree cases: the examples, small shapes, then random trees of 100 nodes."""
from casegen import Cases

cases = Cases(seed=226)
rng = cases.rng

cases.add_text("[4,2,7,1,3,6,9]", public=True)
cases.add_text("[2,1,3]", public=True)
cases.add_text("[]", public=True)
for literal in ("[1]", "[1,2]", "[1,null,2]", "[-100,100]", "[1,2,3,4,5,6,7]", "[1,2,null,3]",
                "[5,5,5]", "[0,null,0,null,0]", "[3,1,null,null,2]", "[1,2,3,null,4,5]"):
    cases.add_text(literal)
for n in (5, 10, 25, 50, 75, 99):
    cases.add(rng.tree(n, -100, 100))
cases.add(rng.tree(100, -100, 100))
cases.add(rng.tree(100, 0, 0))
cases.add(rng.chain(100, -100, 100))
cases.add(rng.chain(100, -100, 100, ("right", "left")))
cases.add(list(range(1, 64)))
cases.print()
