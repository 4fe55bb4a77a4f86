"""Valid Parentheses cases: the examples, short traps, then strings of 10^4 brackets."""
import json
import random

rng = random.Random(20)
PAIRS = ["()", "[]", "{}"]
cases = []


def add(s, public=False):
    cases.append({"input": json.dumps(s), "public": public})


def balanced(n):
    """A valid string of n brackets (n even), mixing nesting and sequence."""
    out, stack = [], []
    while len(out) + len(stack) < n:
        if stack and (rng.random() < 0.45 or len(out) + 2 * len(stack) >= n):
            out.append(stack.pop())
        else:
            pair = rng.choice(PAIRS)
            out.append(pair[0])
            stack.append(pair[1])
    return "".join(out) + "".join(reversed(stack))


for s in ("()", "()[]{}", "(]", "([)]"):
    add(s, True)
for s in ("(", ")", "]", "((", "))", ")(", "{[]}", "[({})]", "(((", "([]", "[])", "{{}}[]()",
          "}{", "(){}}{", "([{}])[", "(([]){})"):
    add(s)
for n in (10, 50, 200):
    add(balanced(n))
good = balanced(10**4)
add(good)
add("(" * 5000 + ")" * 5000)
add("(" * 5000 + ")" * 4999 + "]")
add("[" * 10**4)
add(good[:-1] + ("]" if good[-1] != "]" else ")"))
add("{}" * 4999 + "{" + "(")
print(json.dumps(cases))
