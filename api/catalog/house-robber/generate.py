"""House Robber cases: the examples, tiny streets, then streets of 100 houses."""
import json
import random

rng = random.Random(198)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([1, 2, 3, 1], True)
add([2, 7, 9, 3, 1], True)
add([0])
add([400])
add([1, 2])
add([2, 1])
add([5, 5])
add([2, 1, 1, 2])
add([0, 0, 0, 0])
add([1, 3, 1, 3, 100])
add([400] * 100)
add([0, 400] * 50)
add([400, 0, 0, 400] * 25)
add([1, 2, 3] * 33)
for n in (3, 5, 8, 13, 21, 40, 60, 80, 99, 100, 100, 100):
    add([rng.randint(0, 400) for _ in range(n)])
print(json.dumps(cases))
