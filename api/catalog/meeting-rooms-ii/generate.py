"""Meeting Rooms II cases: the examples, edge cases (one meeting, meetings that only touch, all at
once, nested), then 10^4 meetings, where counting the overlaps at every start by scanning all
meetings is too slow in Python."""
from casegen import Cases

cases = Cases(seed=253)
rng = cases.rng


def meetings(n, high, max_len):
    out = []
    for _ in range(n):
        a = rng.randint(0, high - 1)
        out.append([a, min(high, a + rng.randint(1, max_len))])
    return out


cases.add([[0, 30], [5, 10], [15, 20]], public=True)
cases.add([[7, 10], [2, 4]], public=True)
cases.add([[0, 1]])
cases.add([[1, 2], [2, 3], [3, 4]])
cases.add([[1, 5], [1, 5], [1, 5]])
cases.add([[1, 10], [2, 3], [4, 5], [6, 7]])
cases.add([[1, 10], [2, 6], [3, 5], [4, 5]])
cases.add([[9, 10], [4, 9], [4, 17]])
cases.add([[2, 11], [6, 16], [11, 16]])
cases.add([[0, 1000000], [0, 1], [999999, 1000000]])
cases.add([[13, 15], [1, 13]])
cases.add([[5, 8], [6, 8], [8, 9]])
cases.add([[1, 3], [2, 4], [3, 5], [4, 6]])
cases.add([[0, 5], [5, 10], [0, 10], [2, 7]])
cases.add([[3, 4], [1, 2], [0, 6]])
for n, high, max_len in ((5, 20, 10), (20, 100, 30), (100, 1000, 500), (1000, 10**6, 10**5),
                         (2000, 100, 5)):
    cases.add(meetings(n, high, max_len))
# Large: 10^4 meetings, with short and long meetings, and all at the same time.
cases.add(meetings(10**4, 9999, 50))
cases.add(meetings(10**4, 9999, 9999))
cases.add([[0, 1]] * 5000)
cases.add([[i, 10**4 + i] for i in range(5000)])
cases.print()
