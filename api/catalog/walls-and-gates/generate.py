"""Walls and Gates cases: the examples, edge grids (no gate, no room, unreachable rooms), random floor
plans, then grids of 250 rows and 250 columns (kept narrow the other way: 2147483647 is eleven
characters per cell)."""
from casegen import Cases

cases = Cases(seed=286)
rng = cases.rng
INF = 2147483647


def random_plan(m, n, walls, gates):
    def cell():
        x = rng.random()
        return -1 if x < walls else 0 if x < walls + gates else INF

    return [[cell() for _ in range(n)] for _ in range(m)]


cases.add([[INF, -1, 0, INF], [INF, INF, INF, -1], [INF, -1, INF, -1], [0, -1, INF, INF]], public=True)
cases.add([[-1]], public=True)
cases.add([[0]])
cases.add([[INF]])
cases.add([[INF, INF], [INF, INF]])
cases.add([[0, 0], [0, 0]])
cases.add([[0, -1, INF]])
cases.add([[0, INF, INF, INF, INF]])
cases.add([[INF], [INF], [-1], [0], [INF]])
# A room sealed off by walls next to an open corridor.
cases.add([[0, INF, INF, INF], [-1, -1, -1, INF], [INF, -1, INF, INF], [-1, -1, -1, -1]])
# Two gates at opposite corners: the rooms in between take the nearer one.
cases.add([[0] + [INF] * 9] + [[INF] * 10 for _ in range(8)] + [[INF] * 9 + [0]])
for m, n, walls, gates in ((3, 3, 0.2, 0.2), (5, 6, 0.3, 0.1), (10, 10, 0.25, 0.05), (20, 20, 0.3, 0.02),
                           (40, 30, 0.2, 0.01), (1, 250, 0.1, 0.02), (250, 1, 0.1, 0.02),
                           (60, 60, 0.35, 0.005)):
    cases.add(random_plan(m, n, walls, gates))
# 250 rows: a winding corridor that starts at the single gate; distances grow to several thousand.
maze = []
for i in range(250):
    if i % 2 == 0:
        maze.append([INF] * 30)
    elif i % 4 == 1:
        maze.append([-1] * 29 + [INF])
    else:
        maze.append([INF] + [-1] * 29)
maze[0][0] = 0
cases.add(maze)
# 250 columns: one gate in the middle of an open hall.
hall = [[INF] * 250 for _ in range(30)]
hall[15][125] = 0
cases.add(hall)
cases.add(random_plan(250, 40, 0.3, 0.01))
cases.print()
