"""Same Tree cases: the examples, near misses in shape and value, then 100-node trees."""
import json
from casegen import Cases, Raw, level_order

cases = Cases(seed=100)
rng = cases.rng


def nudged(text):
    """The same tree with one value changed by one."""
    values = json.loads(text)
    spots = [i for i, v in enumerate(values) if v is not None]
    i = rng.choice(spots)
    values[i] += 1 if values[i] < 10**4 else -1
    return json.dumps(values, separators=(",", ":"))


cases.add(Raw("[1,2,3]"), Raw("[1,2,3]"), public=True)
cases.add(Raw("[1,2]"), Raw("[1,null,2]"), public=True)
cases.add(Raw("[1,2,1]"), Raw("[1,1,2]"), public=True)
cases.add(Raw("[]"), Raw("[]"))
cases.add(Raw("[]"), Raw("[0]"))
cases.add(Raw("[0]"), Raw("[]"))
cases.add(Raw("[1]"), Raw("[1]"))
cases.add(Raw("[1]"), Raw("[2]"))
cases.add(Raw("[1,null,2]"), Raw("[1,2]"))
cases.add(Raw("[-10000,10000]"), Raw("[-10000,10000]"))
cases.add(Raw("[1,2,3,4]"), Raw("[1,2,3,null,4]"))
cases.add(Raw("[5,5]"), Raw("[5,null,5]"))
cases.add(Raw("[1,2,3]"), Raw("[1,3,2]"))
for n in (5, 20, 60, 100):
    tree = level_order(rng.tree(n, -10**4, 10**4))
    cases.add(Raw(tree), Raw(tree))
    cases.add(Raw(tree), Raw(nudged(tree)))
big = rng.tree(100, -10**4, 10**4)
cases.add(big, big)
left = rng.chain(100, 1, 1)
cases.add(left, rng.chain(99, 1, 1))
cases.add(left, rng.chain(100, 1, 1, ("right",)))
cases.print()
