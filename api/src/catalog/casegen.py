"""What every catalogue generate.py shares: the case list it prints, LeetCode's literals, a seeded
random source with the word, list and tree shapes the generators draw, and trees as LeetCode writes
them. run-generator.ts puts this folder on the generators' PYTHONPATH (`from casegen import ...`)."""
import json
import random
import string


class TreeNode:
    """LeetCode's binary tree node."""

    __slots__ = ("val", "left", "right")

    def __init__(self, val, left=None, right=None):
        self.val, self.left, self.right = val, left, right


class Raw(str):
    """An input line already written as LeetCode shows it (`"[1,null,2]"`), used as is."""


def literal(value):
    """LeetCode's text for one parameter: compact JSON, a tree in level order, Raw text as is."""
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, TreeNode):
        return level_order(value)
    return json.dumps(value, separators=(",", ":"))


def level_order(root):
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


def inorder(root):
    """The tree's nodes in in-order (iterative, so deep chains do not hit the recursion limit)."""
    out, stack, node = [], [], root
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        out.append(node)
        node = node.right
    return out


def chain(n, sides=("left",), value=lambda depth: 0):
    """A path of n nodes that turns to sides[depth % len(sides)] at each depth."""
    root = node = TreeNode(value(0))
    for depth in range(1, n):
        child = TreeNode(value(depth))
        setattr(node, sides[depth % len(sides)], child)
        node = child
    return root


class Rng(random.Random):
    """random.Random (the same sequence for the same seed) with the shapes generators draw."""

    def word(self, length, letters=string.ascii_lowercase):
        """`length` letters drawn from `letters`."""
        return "".join(self.choice(letters) for _ in range(length))

    def shuffled(self, text):
        """The same letters in a random order."""
        letters = list(text)
        self.shuffle(letters)
        return "".join(letters)

    def sorted_ints(self, n, low, high):
        """n values in [low, high], ascending, repeats allowed."""
        return sorted(self.randint(low, high) for _ in range(n))

    def rotated(self, n, low, high, k=None):
        """n distinct ascending values in [low, high], rotated at k (random when not given)."""
        values = sorted(self.sample(range(low, high + 1), n))
        k = self.randrange(n) if k is None else k
        return values[k:] + values[:k]

    def tree(self, n, low, high):
        """n nodes valued in [low, high], each hung on a random free child slot of an earlier node."""
        return self.tree_shape(n, lambda: self.randint(low, high))

    def tree_shape(self, n, value=lambda: 0):
        """Like tree(), with each node's value from value() (0: only the shape is random)."""
        if n == 0:
            return None
        root = TreeNode(value())
        free = [(root, "left"), (root, "right")]
        for _ in range(n - 1):
            parent, side = free.pop(self.randrange(len(free)))
            child = TreeNode(value())
            setattr(parent, side, child)
            free += [(child, "left"), (child, "right")]
        return root

    def chain(self, n, low, high, sides=("left",)):
        """chain() with each value drawn from [low, high]."""
        return chain(n, sides, lambda depth: self.randint(low, high))

    def acyclic(self, n, edges):
        """Prerequisite pairs [a, b] (b before a) that all go from a later to an earlier course
        of a random order: no cycle."""
        order = list(range(n))
        self.shuffle(order)
        pairs = set()
        while len(pairs) < edges:
            i, j = sorted(self.sample(range(n), 2))
            pairs.add((order[j], order[i]))
        return [list(p) for p in sorted(pairs, key=lambda p: self.random())]

    def with_cycle(self, n, edges, length):
        """acyclic() rules plus one cycle of the given length through random courses."""
        pairs = self.acyclic(n, edges - length)
        members = self.sample(range(n), length)
        cycle = {(members[k], members[(k + 1) % length]) for k in range(length)}
        pairs = [p for p in pairs if tuple(p) not in cycle] + [list(p) for p in cycle]
        self.shuffle(pairs)
        return pairs


class Cases:
    """The cases a generator prints: public ones (the examples, in order) first."""

    def __init__(self, seed=None):
        self.rng = Rng(seed)
        self.cases = []

    def __len__(self):
        return len(self.cases)

    def add(self, *params, public=False):
        """A function or class-design case: one literal per parameter, one per line."""
        self.add_text("\n".join(literal(param) for param in params), public)

    def add_text(self, text, public=False):
        """A case whose whole input is `text` (a stdio problem's standard input)."""
        self.cases.append({"input": text, "public": public})

    def print(self):
        """Prints the cases as catalog:generate reads them."""
        print(json.dumps(self.cases))


def counted(values):
    """A stdio input that states its length: `n` on the first line, the values on the second."""
    return f"{len(values)}\n{' '.join(map(str, values))}"
