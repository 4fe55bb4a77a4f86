"""Find Median from Data Stream cases: the examples, short sessions, then 2 * 10^4 calls."""
from casegen import Cases

cases = Cases(seed=295)
rng = cases.rng


def session(n, low, high, query_share=0.4):
    calls, args, count = ["MedianFinder"], [[]], 0
    while len(calls) < n:
        if count > 0 and rng.random() < query_share:
            calls.append("findMedian")
            args.append([])
        else:
            calls.append("addNum")
            args.append([rng.randint(low, high)])
            count += 1
    return calls, args


cases.add(["MedianFinder", "addNum", "addNum", "findMedian", "addNum", "findMedian"],
    [[], [1], [2], [], [3], []], public=True)
cases.add(["MedianFinder", "addNum", "findMedian"], [[], [-7], []], public=True)
cases.add(["MedianFinder", "addNum", "addNum", "addNum", "addNum", "findMedian"],
    [[], [5], [1], [9], [2], []], public=True)
cases.add(["MedianFinder", "addNum", "findMedian"], [[], [10**5], []])
cases.add(["MedianFinder", "addNum", "addNum", "findMedian"], [[], [-(10**5)], [10**5], []])
cases.add(["MedianFinder", "addNum", "addNum", "findMedian"], [[], [-1], [-2], []])
cases.add(["MedianFinder", "addNum", "findMedian", "addNum", "findMedian", "addNum", "findMedian"],
    [[], [0], [], [0], [], [0], []])
cases.add(["MedianFinder", "addNum", "addNum", "findMedian", "findMedian"], [[], [3], [4], [], []])
cases.add(["MedianFinder", "addNum", "addNum", "addNum", "findMedian"], [[], [6], [10], [2], []])
for n, low, high in ((10, -5, 5), (30, -100, 100), (100, -(10**5), 10**5), (500, 0, 3),
                     (1000, -(10**5), 10**5), (2000, -50, 50)):
    cases.add(*session(n, low, high))
# Large: long ascending and descending runs, then a long random session with frequent queries.
calls = ["MedianFinder"] + ["addNum", "findMedian"] * 2500
args = [[]] + [a for v in range(2500) for a in ([v % 1000], [])]
cases.add(calls, args)
calls = ["MedianFinder"] + ["addNum"] * 4000 + ["findMedian"] * 10
args = [[]] + [[999 - v % 1999] for v in range(4000)] + [[]] * 10
cases.add(calls, args)
cases.add(*session(8000, -99, 99, 0.5))
cases.add(*session(4, -3, 3))
cases.add(*session(12, 100000, 100000))
cases.add(*session(5, 1, 1))
cases.add(*session(50, -(10**5), -(10**5) + 2))
cases.add(*session(3, 7, 8))
cases.print()
