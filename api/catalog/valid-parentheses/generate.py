"""Valid Parentheses cases: the examples, short traps, then strings of 10^4 brackets."""
from casegen import Cases

cases = Cases(seed=20)
rng = cases.rng
PAIRS = ["()", "[]", "{}"]


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
    cases.add(s, public=True)
for s in ("(", ")", "]", "((", "))", ")(", "{[]}", "[({})]", "(((", "([]", "[])", "{{}}[]()",
          "}{", "(){}}{", "([{}])[", "(([]){})"):
    cases.add(s)
for n in (10, 50, 200):
    cases.add(balanced(n))
good = balanced(10**4)
cases.add(good)
cases.add("(" * 5000 + ")" * 5000)
cases.add("(" * 5000 + ")" * 4999 + "]")
cases.add("[" * 10**4)
cases.add(good[:-1] + ("]" if good[-1] != "]" else ")"))
cases.add("{}" * 4999 + "{" + "(")
cases.print()
