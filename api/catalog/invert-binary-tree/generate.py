"""Invert Binary Tree cases: the examples, small shapes, then random trees of 100 nodes."""
import json
import random

rng = random.Random(226)
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


add("[4,2,7,1,3,6,9]", True)
add("[2,1,3]", True)
add("[]", True)
for literal in ("[1]", "[1,2]", "[1,null,2]", "[-100,100]", "[1,2,3,4,5,6,7]", "[1,2,null,3]",
                "[5,5,5]", "[0,null,0,null,0]", "[3,1,null,null,2]", "[1,2,3,null,4,5]"):
    add(literal)
for n in (5, 10, 25, 50, 75, 99):
    add(serialize(random_tree(n, -100, 100)))
add(serialize(random_tree(100, -100, 100)))
add(serialize(random_tree(100, 0, 0)))
add(serialize(chain(100, -100, 100)))
add(serialize(chain(100, -100, 100, ("right", "left"))))
add(json.dumps(list(range(1, 64)), separators=(",", ":")))
print(json.dumps(cases))
