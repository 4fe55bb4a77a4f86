"""Binary Tree Maximum Path Sum cases: the examples, all-negative trees, then 3 * 10^4 nodes."""
import json
import random

rng = random.Random(124)
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


add("[1,2,3]", True)
add("[-10,9,20,null,null,15,7]", True)
add("[-3]", True)
for literal in ("[0]", "[1000]", "[-1000]", "[-2,-1]", "[-1,-2,-3]", "[2,-1]", "[1,-2,3]",
                "[5,4,8,11,null,13,4,7,2,null,null,null,1]", "[-1,5,null,4,null,null,2,-4]",
                "[9,6,-3,null,null,-6,2,null,null,2,null,-6,-6,-6]", "[1,-1000,-1000,1000,1000,1000,1000]"):
    add(literal)
for n, low, high in ((10, -10, 10), (100, -1000, 1000), (1000, -1000, 1000), (1000, -1000, -1)):
    add(serialize(random_tree(n, low, high)))
add(serialize(random_tree(3 * 10**4, -9, 9)))
add(serialize(random_tree(5000, -1000, 200)))
add(serialize(chain(4000, -1000, 1000)))
add(serialize(Node(-1000, chain(2500, 1000, 1000), chain(2500, 1000, 1000, ("right",)))))
add(serialize(chain(2000, -1000, -1, ("left", "right"))))
print(json.dumps(cases))
