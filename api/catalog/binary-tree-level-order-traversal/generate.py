"""Binary Tree Level Order Traversal cases: the examples, edge shapes, then 2000-node trees."""
from casegen import Cases, chain, inorder

cases = Cases(seed=102)
rng = cases.rng


def valued(root, low=-1000, high=1000):
    for node in inorder(root):
        node.val = rng.randint(low, high)
    return root


cases.add_text("[3,9,20,null,null,15,7]", public=True)
cases.add_text("[1]", public=True)
cases.add_text("[]", public=True)
cases.add_text("[-1000]")
cases.add_text("[1,2]")
cases.add_text("[1,null,2]")
cases.add_text("[1,2,3,4,5,6,7]")
cases.add_text("[1,2,3,4,null,null,5]")
cases.add_text("[1,null,2,null,3,null,4]")
cases.add_text("[0,0,0,0,0,0,0,0,0]")
cases.add_text("[1000,-1000,1000,null,-1000,1000]")
cases.add_text("[5,4,8,11,null,13,4,7,2,null,null,5,1]")
for n in (2, 3, 10, 50, 200, 1000):
    cases.add(valued(rng.tree_shape(n)))
cases.add(valued(rng.tree_shape(2000)))
cases.add(valued(rng.tree_shape(2000), -3, 3))
cases.add(valued(chain(2000, ["left"])))
cases.add(valued(chain(2000, ["right", "left", "left"])))
perfect = "[" + ",".join(str(rng.randint(-1000, 1000)) for _ in range(2047 - 48)) + "]"
cases.add_text(perfect)
cases.print()
