"""Generate Parentheses cases: the examples, then every other n the constraints allow (1 <= n <= 8
leaves only eight inputs, so all of them are tested)."""
from casegen import Cases

cases = Cases()
for n in (3, 1):
    cases.add(n, public=True)
for n in (2, 4, 5, 6, 7, 8):
    cases.add(n)
cases.print()
