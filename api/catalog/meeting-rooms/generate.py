"""Meeting Rooms cases: the examples, edge cases (no meetings, one meeting, meetings that only
touch, nested meetings, unsorted input), then up to 10^4 meetings with or without a single clash."""
from casegen import Cases

cases = Cases(seed=252)
rng = cases.rng


def back_to_back(n, high=10**6):
    """n meetings that never overlap (some touch), shuffled."""
    points = sorted(rng.sample(range(high + 1), n + 1))
    meetings = [[points[i], points[i + 1]] for i in range(n)]
    for m in meetings:
        if rng.random() < 0.5 and m[1] - m[0] > 1:
            m[1] -= 1
    rng.shuffle(meetings)
    return meetings


def with_clash(n):
    meetings = back_to_back(n)
    a = rng.choice(meetings)
    if a[1] - a[0] > 1:
        meetings.append([a[0] + 1, a[1]])  # overlaps a by at least one unit
    else:
        meetings.append(list(a))
    rng.shuffle(meetings)
    return meetings


cases.add([[0, 30], [5, 10], [15, 20]], public=True)
cases.add([[7, 10], [2, 4]], public=True)
cases.add([])
cases.add([[0, 1]])
cases.add([[1, 2], [2, 3]])
cases.add([[2, 3], [1, 2]])
cases.add([[1, 5], [2, 3]])
cases.add([[1, 3], [3, 5], [2, 4]])
cases.add([[0, 1000000], [999999, 1000000]])
cases.add([[5, 8], [6, 8]])
cases.add([[1, 2], [1, 2]])
cases.add([[9, 10], [4, 9], [4, 17]])
cases.add([[13, 15], [1, 13]])
for n in (5, 20, 100, 1000):
    cases.add(back_to_back(n))
    cases.add(with_clash(n))
cases.add(back_to_back(5000))
cases.add(with_clash(5000))
cases.add([[i, i + 1] for i in range(10**4 - 1, -1, -1)])
cases.add([[i, i + 1] for i in range(10**4 - 1)] + [[5000, 5002]])
cases.print()
