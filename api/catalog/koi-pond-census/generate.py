"""Koi Pond Census cases (stdio): the examples, ties, then 5 * 10^4 sightings."""
from casegen import Cases, counted

cases = Cases(seed=1002)
rng = cases.rng
COLOURS = ["gold", "white", "black", "red", "orange", "blue", "silver", "yellow", "kohaku",
           "showa", "asagi", "ogon", "bekko", "utsuri", "goshiki"]

cases.add_text(counted("gold white gold black white".split()), public=True)
cases.add_text(counted(["orange"]), public=True)
cases.add_text(counted("red red blue red blue blue".split()), public=True)
cases.add_text(counted(["a"]))
cases.add_text(counted(["zzzzzzzzzz"]))
cases.add_text(counted(["b", "a"]))
cases.add_text(counted(["a", "b"]))
cases.add_text(counted(["koi"] * 7))
cases.add_text(counted("b a b a c".split()))
cases.add_text(counted("z y x w".split()))
cases.add_text(counted("abc ab abc ab".split()))
cases.add_text(counted("ab abc ab abc".split()))
cases.add_text(counted("aa a aa a b b".split()))
for n, palette in ((10, 3), (100, 5), (1000, 15), (5000, 2)):
    cases.add_text(counted([rng.choice(COLOURS[:palette]) for _ in range(n)]))

cases.add_text(counted([rng.word(rng.randint(1, 10)) for _ in range(3000)]))
# Large: many short names, the two leaders tied at the very end.
names = [rng.choice("abcdefghijklmnopqrstuvwxyz") + rng.choice("abcde") for _ in range(49998)]
counts = {}
for name in names:
    counts[name] = counts.get(name, 0) + 1
top = max(counts.values())
leaders = sorted(name for name, count in counts.items() if count == top)
runner = sorted((name for name in counts if name not in leaders), key=lambda n: -counts[n])[0]
names += [runner] * (top - counts[runner])
cases.add_text(counted(names[:50000]))
cases.add_text(counted(["m" + rng.choice("ab") for _ in range(10000)]))
cases.add_text(counted([rng.choice(["tie", "tia"]) for _ in range(9999)] + ["tia"]))
cases.add_text(counted("x y x y".split()))
cases.add_text(counted("pond koi pond".split()))
cases.add_text(counted(["q" * 10, "q" * 9, "q" * 10, "q" * 9]))
cases.print()
