"""Binary Tree Level Order Traversal cases: the examples, edge shapes, then 2000-node trees."""
import json
import random

rng = random.Random(102)
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


def valued(root, low=-1000, high=1000):
    for node in inorder(root):
        node.val = rng.randint(low, high)
    return root


add("[3,9,20,null,null,15,7]", True)
add("[1]", True)
add("[]", True)
add("[-1000]")
add("[1,2]")
add("[1,null,2]")
add("[1,2,3,4,5,6,7]")
add("[1,2,3,4,null,null,5]")
add("[1,null,2,null,3,null,4]")
add("[0,0,0,0,0,0,0,0,0]")
add("[1000,-1000,1000,null,-1000,1000]")
add("[5,4,8,11,null,13,4,7,2,null,null,5,1]")
for n in (2, 3, 10, 50, 200, 1000):
    add(valued(random_shape(n)))
add(valued(random_shape(2000)))
add(valued(random_shape(2000), -3, 3))
add(valued(chain(2000, ["left"])))
add(valued(chain(2000, ["right", "left", "left"])))
perfect = "[" + ",".join(str(rng.randint(-1000, 1000)) for _ in range(2047 - 48)) + "]"
add(perfect)
print(json.dumps(cases))
