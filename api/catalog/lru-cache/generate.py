"""LRU Cache cases: the examples, capacity-one and refresh edge cases, then long sessions."""
from casegen import Cases

cases = Cases(seed=146)
rng = cases.rng


def session(capacity, n, keys, get_share=0.5, max_value=10**5):
    """n calls on keys drawn from `keys` distinct values, so that hits and evictions both occur."""
    pool = rng.sample(range(10**4 + 1), keys)
    calls, args = ["LRUCache"], [[capacity]]
    for _ in range(n):
        key = rng.choice(pool)
        if rng.random() < get_share:
            calls.append("get")
            args.append([key])
        else:
            calls.append("put")
            args.append([key, rng.randint(0, max_value)])
    return calls, args


cases.add(["LRUCache", "put", "put", "get", "put", "get", "put", "get", "get", "get"],
    [[2], [1, 1], [2, 2], [1], [3, 3], [2], [4, 4], [1], [3], [4]], public=True)
cases.add(["LRUCache", "put", "put", "get"], [[1], [2, 1], [2, 2], [2]], public=True)
cases.add(["LRUCache", "get"], [[1], [0]])
cases.add(["LRUCache", "put", "get", "put", "get", "get"], [[1], [0, 0], [0], [10000, 100000], [0], [10000]])
cases.add(["LRUCache", "put", "put", "put", "get", "get", "get"], [[2], [1, 1], [2, 2], [1, 10], [1], [2], [3]])
cases.add(["LRUCache", "put", "put", "put", "put", "get", "get"], [[2], [2, 1], [1, 1], [2, 3], [4, 1], [1], [2]])
cases.add(["LRUCache", "put", "put", "get", "get", "put", "get", "get"],
    [[2], [1, 1], [2, 2], [2], [1], [3, 3], [2], [1]])
cases.add(["LRUCache", "put", "put", "put", "put", "get", "get", "get", "get"],
    [[3], [1, 1], [2, 2], [3, 3], [4, 4], [4], [3], [2], [1]])
cases.add(["LRUCache", "get", "put", "get", "put", "put", "get", "get"],
    [[2], [2], [2, 6], [1], [1, 5], [1, 2], [1], [2]])
cases.add(["LRUCache", "put", "get", "put", "get", "get"], [[1], [2, 1], [2], [3, 2], [2], [3]])
for capacity, n, keys, share in ((1, 50, 3, 0.5), (2, 100, 5, 0.5), (3, 200, 6, 0.6), (10, 500, 20, 0.5),
                                 (50, 1000, 80, 0.4), (100, 2000, 1000, 0.5), (1000, 3000, 1500, 0.5),
                                 (5, 1000, 6, 0.7), (3000, 2000, 10, 0.5), (7, 1500, 9, 0.3)):
    cases.add(*session(capacity, n, keys, share))
# Long sessions at full capacity: every miss evicts, and gets keep refreshing old keys.
cases.add(*session(3000, 7000, 4000, 0.5))
cases.add(*session(2500, 7000, 3000, 0.6, 9))
cases.print()
