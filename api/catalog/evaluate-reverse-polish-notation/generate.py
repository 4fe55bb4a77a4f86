"""Evaluate Reverse Polish Notation cases: the examples, edge cases (a lone number, division of
negatives toward zero, operand order), then expressions of up to 10^4 tokens whose every
intermediate value fits in 32 bits."""
from casegen import Cases

cases = Cases(seed=150)
rng = cases.rng
LIMIT = 2**31 - 1


def apply(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def expression(n, low=-200, high=200, ops="+-*/", push_share=0.55):
    """At most n tokens of a valid expression (n - 1 when n is even, a valid one has an odd count);
    operators are drawn from ops when the result stays in range."""
    tokens, stack = [], []
    while len(tokens) + 1 < n or len(stack) > 1:
        can_push = len(tokens) + len(stack) < n
        if len(stack) < 2 or (can_push and rng.random() < push_share):
            value = rng.randint(low, high)
            tokens.append(str(value))
            stack.append(value)
            continue
        b, a = stack.pop(), stack.pop()
        choices = [op for op in ops if not (op == "/" and b == 0) and abs(apply(op, a, b)) <= LIMIT]
        op = rng.choice(choices or [op for op in "+-" if abs(apply(op, a, b)) <= LIMIT])
        tokens.append(op)
        stack.append(apply(op, a, b))
    return tokens


cases.add(["2", "1", "+", "3", "*"], public=True)
cases.add(["4", "13", "5", "/", "+"], public=True)
cases.add(["10", "6", "9", "3", "+", "-11", "*", "/", "*", "17", "+", "5", "+"], public=True)
cases.add(["7"])
cases.add(["-200"])
cases.add(["7", "-2", "/"])
cases.add(["-7", "2", "/"])
cases.add(["-7", "-2", "/"])
cases.add(["1", "3", "/"])
cases.add(["3", "5", "-"])
cases.add(["0", "5", "/"])
cases.add(["200", "200", "*", "200", "*", "200", "*", "-1", "*"])
cases.add(["-200", "200", "*", "200", "*", "200", "*", "-1", "/"])
cases.add(["1", "2", "3", "4", "5", "+", "+", "+", "+"])
cases.add(["5", "1", "2", "+", "4", "*", "+", "3", "-"])
for n in (5, 9, 21, 101, 1001, 3001):
    cases.add(expression(n))
# Large: 10^4 tokens, all four operators, only divisions, and a deep left spine.
cases.add(expression(10000))
cases.add(expression(10000, 1, 200, "*/"))
cases.add(expression(10000, push_share=0.9))
cases.add(expression(10000, -200, 200, "-"))


def evaluate(tokens):
    stack = []
    for token in tokens:
        if token in ("+", "-", "*", "/"):
            b, a = stack.pop(), stack.pop()
            stack.append(apply(token, a, b))
            assert abs(stack[-1]) <= LIMIT
        else:
            stack.append(int(token))
    assert len(stack) == 1
    return stack[0]


for case in cases.cases:
    import json
    evaluate(json.loads(case["input"]))
cases.print()
