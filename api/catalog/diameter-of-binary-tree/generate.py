"""Diameter of Binary Tree cases: the examples, paths that avoid the root, then 10^4 nodes."""
import json
import random

rng = random.Random(543)
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


def hang(root, subtree):
    """Puts subtree under the leftmost free slot of root's left spine."""
    node = root
    while node.left:
        node = node.left
    node.left = subtree
    return root


add("[1,2,3,4,5]", True)
add("[1,2]", True)
add("[4,-7,-3,null,null,-9,-3,9,-7,-4,null,6,null,-6,-6,null,null,0,6,5,null,9,null,null,-1,-4,null,null,null,-2]", True)
for literal in ("[1]", "[1,null,2]", "[1,2,3]", "[-100,100,-100]", "[1,2,null,3,4,5,null,null,6]",
                "[1,2,null,3,4,5,null,null,6,7,null,null,8]", "[0,0,0,0,0,0,0]"):
    add(literal)
for n in (5, 20, 100, 500, 2000):
    add(serialize(random_tree(n, -100, 100)))
add(serialize(random_tree(10**4, -100, 100)))
add(serialize(chain(10**4, -100, 100)))
add(serialize(chain(3000, -100, 100, ("left", "right"))))
add("[1,2,3,null,4,null,5]")
add("[2,1,null,3,null,4,5,null,null,6]")
# Long two-armed path hanging deep on one side: the longest path does not pass the root.
arm = Node(1, chain(3000, -100, 100), chain(3000, -100, 100, ("right",)))
add(serialize(hang(chain(50, 0, 0), arm)))
add(serialize(Node(0, chain(4999, 1, 1), chain(5000, 2, 2, ("right",)))))
add(serialize(hang(random_tree(3000, -5, 5), Node(9, random_tree(3000, 0, 9), random_tree(3000, 0, 9)))))
print(json.dumps(cases))
