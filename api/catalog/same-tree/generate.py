"""Same Tree cases: the examples, near misses in shape and value, then 100-node trees."""
import json
import random

rng = random.Random(100)
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


def add(p, q, public=False):
    cases.append({"input": f"{p}\n{q}", "public": public})


def nudged(text):
    """The same tree with one value changed by one."""
    values = json.loads(text)
    spots = [i for i, v in enumerate(values) if v is not None]
    i = rng.choice(spots)
    values[i] += 1 if values[i] < 10**4 else -1
    return json.dumps(values, separators=(",", ":"))


add("[1,2,3]", "[1,2,3]", True)
add("[1,2]", "[1,null,2]", True)
add("[1,2,1]", "[1,1,2]", True)
add("[]", "[]")
add("[]", "[0]")
add("[0]", "[]")
add("[1]", "[1]")
add("[1]", "[2]")
add("[1,null,2]", "[1,2]")
add("[-10000,10000]", "[-10000,10000]")
add("[1,2,3,4]", "[1,2,3,null,4]")
add("[5,5]", "[5,null,5]")
add("[1,2,3]", "[1,3,2]")
for n in (5, 20, 60, 100):
    tree = serialize(random_tree(n, -10**4, 10**4))
    add(tree, tree)
    add(tree, nudged(tree))
big = random_tree(100, -10**4, 10**4)
add(serialize(big), serialize(big))
left = serialize(chain(100, 1, 1))
add(left, serialize(chain(99, 1, 1)))
add(left, serialize(chain(100, 1, 1, ("right",))))
print(json.dumps(cases))
