"""Symmetric Tree cases: the examples, near-mirrors, then mirrored trees of 1000 nodes."""
import json
import random

rng = random.Random(101)
cases = []


class Node:
    __slots__ = ("val", "left", "right")

    def __init__(self, val, left=None, right=None):
        self.val, self.left, self.right = val, left, right


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


def deserialize(text):
    values = json.loads(text)
    if not values:
        return None
    nodes = [None if v is None else Node(v) for v in values]
    children = iter(nodes[1:])
    for node in nodes:
        if node is not None:
            node.left = next(children, None)
            node.right = next(children, None)
    return nodes[0]


def random_tree(n, low, high):
    """n nodes, each hung on a random free child slot of an earlier node."""
    if n == 0:
        return None
    root = Node(rng.randint(low, high))
    free = [(root, "left"), (root, "right")]
    for _ in range(n - 1):
        parent, side = free.pop(rng.randrange(len(free)))
        child = Node(rng.randint(low, high))
        setattr(parent, side, child)
        free += [(child, "left"), (child, "right")]
    return root


def chain(n, low, high, sides=("left",)):
    root = node = Node(rng.randint(low, high))
    for i in range(1, n):
        child = Node(rng.randint(low, high))
        setattr(node, sides[i % len(sides)], child)
        node = child
    return root


def add(literal, public=False):
    cases.append({"input": literal, "public": public})


def mirror(node):
    if node is None:
        return None
    return Node(node.val, mirror(node.right), mirror(node.left))


def symmetric(half_size, low=-100, high=100):
    half = random_tree(half_size, low, high)
    return Node(rng.randint(low, high), half, mirror(half))


def nudge(root):
    """Changes one value on the right side, breaking the symmetry."""
    node = root.right
    while node.left or node.right:
        node = node.left if node.left and (not node.right or rng.random() < 0.5) else node.right
    node.val = node.val + 1 if node.val < 100 else node.val - 1
    return root


add("[1,2,2,3,4,4,3]", True)
add("[1,2,2,null,3,null,3]", True)
add("[1]", True)
for literal in ("[1,2]", "[1,2,2]", "[1,2,3]", "[-100,100,100]", "[1,2,2,2,null,2]",
                "[1,2,2,null,3,3]", "[1,2,2,3,null,null,3]", "[5,4,4,null,1,1]", "[0,0,0,0,null,null,0]",
                "[2,3,3,4,5,5,4,null,null,8,9,9,8]", "[2,3,3,4,5,5,4,null,null,8,9,8,9]"):
    add(literal)
for n in (3, 20, 100, 300):
    add(serialize(symmetric(n)))
    add(serialize(nudge(symmetric(n))))
add(serialize(symmetric(499)))
add(serialize(nudge(symmetric(499))))
left = chain(499, 7, 7)
add(serialize(Node(7, left, mirror(left))))
add(serialize(Node(7, chain(499, 7, 7), chain(499, 7, 7))))
add(serialize(random_tree(1000, 0, 0)))
print(json.dumps(cases))
