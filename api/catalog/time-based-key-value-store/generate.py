"""Time Based Key-Value Store cases: the examples, edge sessions (a get before any set, a key never
set, a timestamp before a key's first set, exact timestamps), then sessions of up to 8000 calls
with long histories (LeetCode's 2 * 10^5 calls would make cases.json megabytes, so a linear scan
per get is not rejected by time here)."""
from casegen import Cases

cases = Cases(seed=981)
rng = cases.rng
LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"


def session(calls_wanted, keys, set_share=0.5, value_length=3, gap=50, early_gets=False):
    """A valid session: set timestamps strictly increase; gets ask at any time in 1..10^7."""
    calls, args, now = ["TimeMap"], [[]], 0
    while len(calls) < calls_wanted:
        if rng.random() < set_share and now + gap <= 10**7:
            now += rng.randint(1, gap)
            calls.append("set")
            args.append([rng.choice(keys), rng.word(value_length, LETTERS), now])
        else:
            calls.append("get")
            when = rng.randint(1, max(1, now // 100)) if early_gets else rng.randint(1, now + gap)
            args.append([rng.choice(keys), min(when, 10**7)])
    return calls, args


cases.add(["TimeMap", "set", "get", "get", "set", "get", "get"],
          [[], ["foo", "bar", 1], ["foo", 1], ["foo", 3], ["foo", "bar2", 4], ["foo", 4], ["foo", 5]],
          public=True)
cases.add(["TimeMap", "get", "set", "get", "get"], [[], ["a", 1], ["a", "x", 5], ["a", 4], ["a", 5]])
cases.add(["TimeMap", "set", "get"], [[], ["k", "v", 10000000], ["other", 10000000]])
cases.add(["TimeMap", "set", "set", "set", "get", "get", "get", "get"],
          [[], ["a", "1", 1], ["b", "2", 2], ["a", "3", 3], ["a", 2], ["b", 1], ["b", 2], ["a", 10000000]])
cases.add(["TimeMap", "set", "set", "get", "get", "get"],
          [[], ["love", "high", 10], ["love", "low", 20], ["love", 5], ["love", 10], ["love", 15]])
cases.add(["TimeMap", "set", "get", "get"], [[], ["x" * 100, "y" * 100, 1], ["x" * 100, 1], ["x" * 99, 1]])
cases.add(["TimeMap", "set", "set", "get"], [[], ["a", "v1", 1], ["a", "v1", 2], ["a", 2]])
cases.add(["TimeMap", "set", "get", "get"], [[], ["0", "9", 7], ["0", 6], ["0", 8]])
for n, key_count in ((10, 1), (30, 2), (100, 5), (500, 20), (2000, 50)):
    keys = [rng.word(rng.randint(1, 4), LETTERS) for _ in range(key_count)]
    cases.add(*session(n, keys))
cases.add(*session(1000, ["solo"], set_share=0.9))
cases.add(*session(1000, ["k1", "k2"], set_share=0.1))
# Large: one key with a long history; most gets ask about early times, so a scan from the newest
# entry walks almost the whole history each time.
cases.add(*session(8000, ["a"], set_share=0.7, value_length=1, gap=5, early_gets=True))
cases.add(*session(1500, [rng.word(3, LETTERS) for _ in range(100)], value_length=2))
cases.add(["TimeMap"] + ["set"] * 1000 + ["get"] * 1000,
          [[]] + [["k", "v", t] for t in range(1, 1001)] + [["k", t] for t in range(1, 1001)])
cases.add(*session(3, ["a"]))
cases.add(*session(40, ["q"], set_share=0.5, gap=1))
cases.add(*session(300, ["x", "y"], set_share=0.5, gap=30000))
cases.add(*session(60, ["a", "a1"], set_share=0.2, value_length=100))
cases.add(*session(200, ["a", "b", "c"], set_share=0.3, gap=10**4))
cases.print()
