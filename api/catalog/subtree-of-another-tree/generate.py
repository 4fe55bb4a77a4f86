"""Subtree of Another Tree cases: the examples, edge shapes, then trees of up to 2000 nodes with
subRoot an exact copy of a subtree, a copy with one change, or only the top part of a subtree."""
from casegen import Cases, TreeNode, inorder

cases = Cases(seed=572)
rng = cases.rng


def copy(node, depth_left=10**9):
    """A copy of the subtree, cut below depth_left levels."""
    if node is None or depth_left == 0:
        return None
    return TreeNode(node.val, copy(node.left, depth_left - 1), copy(node.right, depth_left - 1))


def height(node):
    best, stack = 0, [(node, 1)] if node else []
    while stack:
        n, d = stack.pop()
        best = max(best, d)
        stack += [(c, d + 1) for c in (n.left, n.right) if c]
    return best


def pick(root, at_least=1):
    """A node whose subtree has at_least nodes and, with one node added, fits subRoot's 1000."""
    sizes = {id(n): len(inorder(n)) for n in inorder(root)}
    nodes = [n for n in inorder(root) if at_least <= sizes[id(n)] <= 999] or inorder(root)
    return rng.choice(nodes)


def changed(sub):
    """The copy with one value changed or one leaf added."""
    nodes = inorder(sub)
    node = rng.choice(nodes)
    if rng.random() < 0.5:
        node.val = node.val + 1 if node.val < 10**4 else node.val - 1
    elif node.left is None:
        node.left = TreeNode(node.val)
    else:
        leaf = rng.choice([n for n in nodes if not n.left and not n.right])
        leaf.right = TreeNode(leaf.val)
    return sub


cases.add_text("[3,4,5,1,2]\n[4,1,2]", public=True)
cases.add_text("[3,4,5,1,2,null,null,null,null,0]\n[4,1,2]", public=True)
for root, sub in (("[1]", "[1]"), ("[1]", "[2]"), ("[1,1]", "[1]"), ("[1,2]", "[2]"), ("[1,2]", "[1]"),
                  ("[12]", "[2]"), ("[2,1]", "[1,2]"), ("[1,null,1,null,1,null,1,null,1,2]", "[1,null,1,2]"),
                  ("[3,4,5,1,null,2]", "[3,1,2]"), ("[-10000,10000]", "[10000]"),
                  ("[1,2,3]", "[1,2]"), ("[4,1,null,null,2]", "[4,1,2]")):
    cases.add_text(f"{root}\n{sub}")
for n, low, high in ((10, 0, 3), (100, -5, 5), (500, 0, 1), (2000, -10**4, 10**4), (2000, 0, 0)):
    root = rng.tree(n, low, high)
    cases.add(root, copy(pick(root, 3)))
    cases.add(root, changed(copy(pick(root, 3))))
# Large: the top part of a big subtree (not a subtree: its leaves are inner nodes of root), and
# long chains where a match is only found at the very bottom.
root = rng.tree(2000, 0, 2)
target = pick(root, 200)
cases.add(root, copy(target, max(1, height(target) - 1)))
cases.add(rng.chain(2000, 0, 0), rng.chain(1000, 0, 0))
cases.add(rng.chain(2000, 0, 0, ("left", "right")), rng.chain(999, 0, 0, ("right", "left")))
cases.print()
