"""N-Queens cases: the examples, then every other board size the constraints allow (1 to 9),
the sizes without a solution (2, 3) included. There are only nine inputs."""
from casegen import Cases

cases = Cases(seed=51)

cases.add(4, public=True)
cases.add(1, public=True)
for n in (2, 3, 5, 6, 7, 8, 9):
    cases.add(n)
cases.print()
