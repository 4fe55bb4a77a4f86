"""Sum of Two Integers cases: the examples, zeros, opposite signs that cancel, long carry chains,
both extremes of the range, then random pairs."""
from casegen import Cases

cases = Cases(seed=371)
rng = cases.rng

cases.add(1, 2, public=True)
cases.add(2, 3, public=True)
for a, b in ((0, 0), (0, 7), (-7, 0), (1, -1), (-1, 1), (1000, -1000), (-1000, 1000), (1000, 1000),
             (-1000, -1000), (-1, -1), (511, 1), (23, 1000), (-1, 1000), (-512, -512), (255, 257),
             (-999, 998), (999, -998), (-3, 5), (5, -3), (127, 129), (-1000, 999)):
    cases.add(a, b)
for _ in range(8):
    cases.add(rng.randint(-1000, 1000), rng.randint(-1000, 1000))
cases.print()
