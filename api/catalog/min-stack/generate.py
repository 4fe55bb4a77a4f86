"""Min Stack cases: the examples, edge sessions, then sessions of 3 * 10^4 calls."""
import json
import random

rng = random.Random(155)
cases = []


def add(calls, args, public=False):
    text = json.dumps(calls, separators=(",", ":")) + "\n" + json.dumps(args, separators=(",", ":"))
    cases.append({"input": text, "public": public})


def session(n, low, high, push_share=0.55):
    """A valid session: pop, top and getMin only when the stack is not empty."""
    calls, args, size = ["MinStack"], [[]], 0
    while len(calls) < n:
        if size == 0 or rng.random() < push_share:
            calls.append("push")
            args.append([rng.randint(low, high)])
            size += 1
        else:
            op = rng.choice(["pop", "top", "getMin", "getMin"])
            calls.append(op)
            args.append([])
            size -= op == "pop"
    return calls, args


add(["MinStack", "push", "push", "push", "getMin", "pop", "top", "getMin"],
    [[], [-2], [0], [-3], [], [], [], []], True)
add(["MinStack", "push", "top", "getMin"], [[], [5], [], []], True)
add(["MinStack", "push", "push", "getMin", "pop", "getMin"], [[], [1], [1], [], [], []], True)
add(["MinStack", "push", "push", "push", "getMin", "pop", "getMin", "pop", "getMin"],
    [[], [3], [2], [1], [], [], [], [], []])
add(["MinStack", "push", "push", "top", "getMin"], [[], [-(2**31)], [2**31 - 1], [], []])
add(["MinStack", "push", "pop", "push", "getMin"], [[], [0], [], [7], []])
add(["MinStack", "push", "push", "push", "pop", "pop", "getMin", "top"],
    [[], [2], [2], [2], [], [], [], []])
add(["MinStack", "push", "push", "getMin", "pop", "getMin"], [[], [-1], [-1], [], [], []])
add(["MinStack", "push", "push", "push", "getMin", "pop", "getMin"],
    [[], [5], [1], [3], [], [], []])
for n, low, high in ((10, -5, 5), (30, -100, 100), (100, -3, 3), (500, -(2**31), 2**31 - 1),
                     (1000, 0, 0), (2000, -10**6, 10**6)):
    add(*session(n, low, high))
# Large: long runs of pushes then pops, where scanning the stack for the minimum is quadratic.
calls = ["MinStack"] + ["push"] * 5000 + ["getMin", "pop"] * 2499
args = [[]] + [[v] for v in range(5000, 0, -1)] + [[], []] * 2499
add(calls, args)
calls = ["MinStack"] + ["push"] * 2000 + ["getMin", "top"] * 2000
args = [[]] + [[rng.randint(-99, 99)] for _ in range(2000)] + [[], []] * 2000
add(calls, args)
add(*session(6000, -9, 9, 0.6))
add(*session(3, 1, 1))
add(*session(20, -(2**31), -(2**31) + 3))
add(["MinStack", "push", "getMin", "push", "getMin", "push", "getMin"], [[], [3], [], [2], [], [4], []])
add(*session(5, -(2**31), 2**31 - 1))
add(*session(50, 2**31 - 5, 2**31 - 1))
print(json.dumps(cases))
