"""Koi Pond Census cases (stdio): the examples, ties, then 5 * 10^4 sightings."""
import json
import random

rng = random.Random(1002)
cases = []
COLOURS = ["gold", "white", "black", "red", "orange", "blue", "silver", "yellow", "kohaku",
           "showa", "asagi", "ogon", "bekko", "utsuri", "goshiki"]


def add(names, public=False):
    cases.append({"input": f"{len(names)}\n{' '.join(names)}", "public": public})


add("gold white gold black white".split(), True)
add(["orange"], True)
add("red red blue red blue blue".split(), True)
add(["a"])
add(["zzzzzzzzzz"])
add(["b", "a"])
add(["a", "b"])
add(["koi"] * 7)
add("b a b a c".split())
add("z y x w".split())
add("abc ab abc ab".split())
add("ab abc ab abc".split())
add("aa a aa a b b".split())
for n, palette in ((10, 3), (100, 5), (1000, 15), (5000, 2)):
    add([rng.choice(COLOURS[:palette]) for _ in range(n)])


def random_name():
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(1, 10)))


add([random_name() for _ in range(3000)])
# Large: many short names, the two leaders tied at the very end.
names = [rng.choice("abcdefghijklmnopqrstuvwxyz") + rng.choice("abcde") for _ in range(49998)]
counts = {}
for name in names:
    counts[name] = counts.get(name, 0) + 1
top = max(counts.values())
leaders = sorted(name for name, count in counts.items() if count == top)
runner = sorted((name for name in counts if name not in leaders), key=lambda n: -counts[n])[0]
names += [runner] * (top - counts[runner])
add(names[:50000])
add(["m" + rng.choice("ab") for _ in range(10000)])
add([rng.choice(["tie", "tia"]) for _ in range(9999)] + ["tia"])
add("x y x y".split())
add("pond koi pond".split())
add(["q" * 10, "q" * 9, "q" * 10, "q" * 9])
print(json.dumps(cases))
