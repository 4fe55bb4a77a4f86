"""Count Good Nodes in Binary Tree cases: the examples, edge shapes (one node, equal values,
strictly rising and falling chains), then trees of up to 10^5 nodes."""
from casegen import Cases, TreeNode, chain

cases = Cases(seed=1448)
rng = cases.rng


def complete(n, value):
    """A complete tree of n nodes (no gaps in level order), values from value(i)."""
    nodes = [TreeNode(value(i)) for i in range(n)]
    for i in range(1, n):
        setattr(nodes[(i - 1) // 2], "left" if i % 2 else "right", nodes[i])
    return nodes[0]


cases.add_text("[3,1,4,3,null,1,5]", public=True)
cases.add_text("[3,3,null,4,2]", public=True)
cases.add_text("[1]", public=True)
for literal in ("[-10000]", "[10000,-10000,10000]", "[2,2,2,2,2,2,2]", "[1,2,3,4,5,6,7]",
                "[7,6,5,4,3,2,1]", "[2,null,4,10,8,null,null,4]", "[9,null,3,6]",
                "[-1,5,-2,4,4,2,-2,null,null,-4,null,-2,3,null,-2,0,null,-1,null,-3,null,-4,-3,3,null,null,null,null,null,null,null,3,-3]"):
    cases.add_text(literal)
for n, low, high in ((10, -5, 5), (100, -100, 100), (1000, 0, 3), (5000, -10**4, 10**4)):
    cases.add(rng.tree(n, low, high))
cases.add(chain(3000, ("left", "right"), lambda depth: depth))
cases.add(chain(3000, ("right",), lambda depth: -depth))
cases.add(rng.chain(3000, -10**4, 10**4, ("left", "left", "right")))
cases.add(complete(10**5, lambda i: rng.randint(0, 9)))
cases.add(complete(30000, lambda i: (i.bit_length() % 10)))
cases.add(rng.tree(10000, -9, 9))
cases.add(complete(15, lambda i: 15 - i))
cases.add(complete(31, lambda i: i % 4))
cases.add(TreeNode(5, chain(50, ("left",), lambda d: 5), chain(50, ("right",), lambda d: 4 + d % 2)))
cases.print()
