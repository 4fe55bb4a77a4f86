"""Climbing Stairs cases: the examples, then every other n from 1 to 45 (the top is 45)."""
from casegen import Cases

cases = Cases()
for n in (2, 3, 5):
    cases.add(n, public=True)
for n in (45, 44, 1, 4, 43, 6, 42, 10, 41, 40, 20, 39, 30, 38, 35, 37, 25, 36, 15, 34, 33, 7):
    cases.add(n)
cases.print()
