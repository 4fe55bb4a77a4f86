"""Validate Binary Search Tree cases: the examples, edge values and shapes, then 10^4-node trees."""
from casegen import Cases, chain, inorder

cases = Cases(seed=98)
rng = cases.rng
LOW, HIGH = -(2**31), 2**31 - 1


def as_bst(root, low=LOW, high=HIGH):
    """Gives the shape increasing distinct in-order values, so that it is a valid BST."""
    nodes = inorder(root)
    for node, value in zip(nodes, sorted(rng.sample(range(low, high + 1), len(nodes)))):
        node.val = value
    return root


def swap_two(root):
    """Swaps the values of two random nodes of a valid BST, which makes it invalid."""
    nodes = inorder(root)
    i, j = sorted(rng.sample(range(len(nodes)), 2))
    nodes[i].val, nodes[j].val = nodes[j].val, nodes[i].val
    return root


def deep_violation(root):
    """Raises one value just above its in-order successor: the tree is then invalid, often
    only because of an ancestor's bound rather than the node's own children."""
    nodes = inorder(root)
    index = rng.randrange(1, len(nodes) - 1)
    nodes[index].val = nodes[index + 1].val + 1 if nodes[index + 1].val < HIGH else nodes[index].val
    return root


cases.add_text("[2,1,3]", public=True)
cases.add_text("[5,1,4,null,null,3,6]", public=True)
cases.add_text("[5,4,6,null,null,3,7]", public=True)
cases.add_text("[0]")
cases.add_text(f"[{LOW}]")
cases.add_text(f"[{HIGH}]")
cases.add_text("[1,1]")
cases.add_text("[1,null,1]")
cases.add_text(f"[{HIGH},{LOW}]")
cases.add_text(f"[{LOW},null,{HIGH}]")
cases.add_text(f"[{HIGH},null,{LOW}]")
cases.add_text(f"[{LOW},{LOW}]")
cases.add_text("[10,5,15,null,null,6,20]")
cases.add_text("[3,1,5,0,2,4,6]")
cases.add_text("[3,1,5,0,4,2,6]")
cases.add_text("[32,26,47,19,null,null,56,null,27]")
for n in (2, 5, 20, 100, 1000):
    cases.add(as_bst(rng.tree_shape(n), -1000, 1000))
    cases.add(swap_two(as_bst(rng.tree_shape(n), -1000, 1000)))
cases.add(as_bst(rng.tree_shape(3000)))
cases.add(swap_two(as_bst(rng.tree_shape(10**4), -2 * 10**4, 2 * 10**4)))
cases.add(deep_violation(as_bst(rng.tree_shape(4000), -2 * 10**4, 2 * 10**4)))
cases.add(as_bst(chain(10**4, ["right"]), -(10**4), 10**4))
cases.add(as_bst(chain(4000, ["left", "right"]), -(10**4), 10**4))
cases.add(swap_two(as_bst(chain(3000, ["left"]), -(10**4), 10**4)))
cases.print()
