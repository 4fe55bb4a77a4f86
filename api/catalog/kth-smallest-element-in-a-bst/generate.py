"""Kth Smallest Element in a BST cases: the examples, edge shapes (one node, k = 1, k = n, chains
to either side), then BSTs of 10^4 nodes."""
from casegen import Cases, inorder

cases = Cases(seed=230)
rng = cases.rng


def as_bst(root, low=0, high=10**4):
    """Gives the shape distinct increasing in-order values, so that it is a valid BST."""
    nodes = inorder(root)
    for node, value in zip(nodes, sorted(rng.sample(range(low, high + 1), len(nodes)))):
        node.val = value
    return root, len(nodes)


def add(shape, k=None):
    root, n = as_bst(shape)
    cases.add(root, rng.randint(1, n) if k is None else min(k, n))


cases.add_text("[3,1,4,null,2]\n1", public=True)
cases.add_text("[5,3,6,2,4,null,null,1]\n3", public=True)
for literal, k in (("[1]", 1), ("[0]", 1), ("[10000]", 1), ("[2,1,3]", 3), ("[2,1,3]", 2), ("[2,1]", 2),
                   ("[1,null,2]", 1), ("[5,3,6,2,4,null,null,1]", 6), ("[5,3,6,2,4,null,null,1]", 5),
                   ("[3,1,4,null,2]", 4)):
    cases.add_text(f"{literal}\n{k}")
for n in (5, 20, 100, 1000):
    add(rng.tree_shape(n))
    add(rng.tree_shape(n), n)
add(rng.tree_shape(10**4), 1)
add(rng.tree_shape(10**4), 10**4)
add(rng.tree_shape(10**4))
add(rng.chain(10**4, 0, 0), 10**4 // 2)
add(rng.chain(5000, 0, 0, ("right",)), 4999)
cases.print()
