"""Maximum Depth of Binary Tree cases: the examples, edge shapes, then trees of 10^4 nodes."""
import json
import random

rng = random.Random(104)
cases = []


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


def random_tree(n, low=-100, high=100):
    """n nodes, each attached to a random free child slot of an earlier node."""
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


def chain(n, sides):
    root = node = Node(0)
    for i in range(1, n):
        child = Node(i % 201 - 100)
        setattr(node, sides[i % len(sides)], child)
        node = child
    return root


def add(literal, public=False):
    cases.append({"input": literal, "public": public})


add("[3,9,20,null,null,15,7]", True)
add("[1,null,2]", True)
add("[]", True)
add("[0]")
add("[1,2]")
add("[1,2,3,4,5,6,7]")
add("[-100,null,100]")
add("[1,2,null,3,null,4,null,5]")
add("[1,null,2,null,3,null,4]")
add("[1,2,3,null,null,4,null,null,5]")
add("[5,4,null,3,null,2]")
add("[1,2,3,4,null,null,5,6,null,null,7]")
for n in (3, 5, 10, 31, 100, 1000):
    add(serialize(random_tree(n)))
add(serialize(random_tree(10**4)))
add(serialize(chain(10**4, ["left"])))
add(serialize(chain(10**4, ["right"])))
add(serialize(chain(10**4, ["left", "right"])))
full = [rng.randint(-100, 100) for _ in range(2**13 - 1)]
add(json.dumps(full, separators=(",", ":")))
print(json.dumps(cases))
