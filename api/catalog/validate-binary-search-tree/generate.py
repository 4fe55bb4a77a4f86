"""Validate Binary Search Tree cases: the examples, edge values and shapes, then 10^4-node trees."""
import json
import random

rng = random.Random(98)
cases = []
LOW, HIGH = -(2**31), 2**31 - 1


class Node:
    __slots__ = ("val", "left", "right")

    def __init__(self, val):
        self.val, self.left, self.right = val, None, None


def serialize(root):
    """LeetCode's level order with null for missing children, trailing nulls dropped."""
    out, queue, i = [], [root] if root else [], 0
    while i < len(queue):
        node = queue[i]
        i += 1
        out.append(None if node is None else node.val)
        if node is not None:
            queue += [node.left, node.right]
    while out and out[-1] is None:
        out.pop()
    return json.dumps(out, separators=(",", ":"))


def random_shape(n):
    """n nodes (values 0), each attached to a random free child slot of an earlier node."""
    if n == 0:
        return None
    root = Node(0)
    free = [(root, "left"), (root, "right")]
    for _ in range(n - 1):
        parent, side = free.pop(rng.randrange(len(free)))
        child = Node(0)
        setattr(parent, side, child)
        free += [(child, "left"), (child, "right")]
    return root


def chain(n, sides):
    """A path of n nodes that turns to sides[i % len(sides)] at depth i."""
    root = node = Node(0)
    for i in range(1, n):
        child = Node(0)
        setattr(node, sides[i % len(sides)], child)
        node = child
    return root


def inorder(root):
    out, stack, node = [], [], root
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        out.append(node)
        node = node.right
    return out


def add(root, public=False):
    cases.append({"input": serialize(root) if isinstance(root, Node) else root, "public": public})


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


add("[2,1,3]", True)
add("[5,1,4,null,null,3,6]", True)
add("[5,4,6,null,null,3,7]", True)
add("[0]")
add(f"[{LOW}]")
add(f"[{HIGH}]")
add("[1,1]")
add("[1,null,1]")
add(f"[{HIGH},{LOW}]")
add(f"[{LOW},null,{HIGH}]")
add(f"[{HIGH},null,{LOW}]")
add(f"[{LOW},{LOW}]")
add("[10,5,15,null,null,6,20]")
add("[3,1,5,0,2,4,6]")
add("[3,1,5,0,4,2,6]")
add("[32,26,47,19,null,null,56,null,27]")
for n in (2, 5, 20, 100, 1000):
    add(as_bst(random_shape(n), -1000, 1000))
    add(swap_two(as_bst(random_shape(n), -1000, 1000)))
add(as_bst(random_shape(3000)))
add(swap_two(as_bst(random_shape(10**4), -2 * 10**4, 2 * 10**4)))
add(deep_violation(as_bst(random_shape(4000), -2 * 10**4, 2 * 10**4)))
add(as_bst(chain(10**4, ["right"]), -(10**4), 10**4))
add(as_bst(chain(4000, ["left", "right"]), -(10**4), 10**4))
add(swap_two(as_bst(chain(3000, ["left"]), -(10**4), 10**4)))
print(json.dumps(cases))
