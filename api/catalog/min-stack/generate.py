"""Min Stack cases: the examples, edge sessions, then sessions of 3 * 10^4 calls."""
from casegen import Cases

cases = Cases(seed=155)
rng = cases.rng


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


cases.add(["MinStack", "push", "push", "push", "getMin", "pop", "top", "getMin"],
    [[], [-2], [0], [-3], [], [], [], []], public=True)
cases.add(["MinStack", "push", "top", "getMin"], [[], [5], [], []], public=True)
cases.add(["MinStack", "push", "push", "getMin", "pop", "getMin"], [[], [1], [1], [], [], []], public=True)
cases.add(["MinStack", "push", "push", "push", "getMin", "pop", "getMin", "pop", "getMin"],
    [[], [3], [2], [1], [], [], [], [], []])
cases.add(["MinStack", "push", "push", "top", "getMin"], [[], [-(2**31)], [2**31 - 1], [], []])
cases.add(["MinStack", "push", "pop", "push", "getMin"], [[], [0], [], [7], []])
cases.add(["MinStack", "push", "push", "push", "pop", "pop", "getMin", "top"],
    [[], [2], [2], [2], [], [], [], []])
cases.add(["MinStack", "push", "push", "getMin", "pop", "getMin"], [[], [-1], [-1], [], [], []])
cases.add(["MinStack", "push", "push", "push", "getMin", "pop", "getMin"],
    [[], [5], [1], [3], [], [], []])
for n, low, high in ((10, -5, 5), (30, -100, 100), (100, -3, 3), (500, -(2**31), 2**31 - 1),
                     (1000, 0, 0), (2000, -10**6, 10**6)):
    cases.add(*session(n, low, high))
# Large: long runs of pushes then pops, where scanning the stack for the minimum is quadratic.
calls = ["MinStack"] + ["push"] * 5000 + ["getMin", "pop"] * 2499
args = [[]] + [[v] for v in range(5000, 0, -1)] + [[], []] * 2499
cases.add(calls, args)
calls = ["MinStack"] + ["push"] * 2000 + ["getMin", "top"] * 2000
args = [[]] + [[rng.randint(-99, 99)] for _ in range(2000)] + [[], []] * 2000
cases.add(calls, args)
cases.add(*session(6000, -9, 9, 0.6))
cases.add(*session(3, 1, 1))
cases.add(*session(20, -(2**31), -(2**31) + 3))
cases.add(["MinStack", "push", "getMin", "push", "getMin", "push", "getMin"], [[], [3], [], [2], [], [4], []])
cases.add(*session(5, -(2**31), 2**31 - 1))
cases.add(*session(50, 2**31 - 5, 2**31 - 1))
cases.print()
