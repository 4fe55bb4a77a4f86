"""Maximum Depth of Binary Tree cases: the examples, edge shapes, then trees of 10^4 nodes."""
from casegen import Cases, chain

cases = Cases(seed=104)
rng = cases.rng


def values(depth):
    """Chain values: 0 at the root, then -100..100 cycling with depth."""
    return depth % 201 - 100 if depth else 0


cases.add_text("[3,9,20,null,null,15,7]", public=True)
cases.add_text("[1,null,2]", public=True)
cases.add_text("[]", public=True)
cases.add_text("[0]")
cases.add_text("[1,2]")
cases.add_text("[1,2,3,4,5,6,7]")
cases.add_text("[-100,null,100]")
cases.add_text("[1,2,null,3,null,4,null,5]")
cases.add_text("[1,null,2,null,3,null,4]")
cases.add_text("[1,2,3,null,null,4,null,null,5]")
cases.add_text("[5,4,null,3,null,2]")
cases.add_text("[1,2,3,4,null,null,5,6,null,null,7]")
for n in (3, 5, 10, 31, 100, 1000):
    cases.add(rng.tree(n, -100, 100))
cases.add(rng.tree(10**4, -100, 100))
cases.add(chain(10**4, ["left"], values))
cases.add(chain(10**4, ["right"], values))
cases.add(chain(10**4, ["left", "right"], values))
full = [rng.randint(-100, 100) for _ in range(2**13 - 1)]
cases.add(full)
cases.print()
