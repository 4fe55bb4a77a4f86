"""Task Scheduler cases: the examples, edge cases (n = 0, one task, several letters sharing the top
count, more distinct tasks than the cooling gap needs), then 10^4 tasks."""
from casegen import Cases

cases = Cases(seed=621)
rng = cases.rng
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def tasks(counts):
    out = [letter for letter, count in counts.items() for _ in range(count)]
    rng.shuffle(out)
    return out


def add(task_list, n, public=False):
    cases.add(task_list, n, public=public)


add(list("AAABBB"), 2, public=True)
add(list("ACABDB"), 1, public=True)
add(list("AAABBB"), 3, public=True)
add(["A"], 0)
add(["A"], 100)
add(list("AAAA"), 0)
add(list("AAAA"), 1)
add(list("AAAA"), 100)
add(list("ABCDEFG"), 2)
add(list("AAABBBCCC"), 2)
add(list("AAABBBCCCDD"), 2)
add(list("AAAAAABCDEFG"), 2)
add(list("AABBCCDDEEFF"), 1)
add(list("ABABABCDEF"), 4)
add(list("AAABBBCCCDDDEEE"), 1)
for size, letters, n in ((20, "AB", 3), (50, "ABCD", 5), (200, LETTERS, 10), (1000, "ABC", 100),
                         (3000, LETTERS, 0), (5000, "AZ", 50)):
    add([rng.choice(letters) for _ in range(size)], n)
add(tasks({"A": 4000, "B": 4000, "C": 2000}), 100)
add(tasks({letter: 384 for letter in LETTERS} | {"Q": 400}), 30)
add([rng.choice(LETTERS) for _ in range(10**4)], 25)
add(["X"] * 10**4, 100)
cases.print()
