"""Valid Parenthesis String cases: the examples, single characters, stars that must play each role,
then strings of 100 characters, including ones that make trying every reading of the stars explode."""
from casegen import Cases

cases = Cases(seed=678)
rng = cases.rng


def balanced(n):
    """A random balanced bracket string of even length n."""
    out, open_count = [], 0
    for i in range(n):
        remaining = n - i
        if open_count == remaining or (open_count > 0 and rng.random() < 0.5):
            out.append(")")
            open_count -= 1
        else:
            out.append("(")
            open_count += 1
    return "".join(out)


def starred(text, share):
    """text with about `share` of its characters replaced by stars."""
    return "".join("*" if rng.random() < share else ch for ch in text)


cases.add("()", public=True)
cases.add("(*)", public=True)
cases.add("(*))", public=True)
for text in ("(", ")", "*", "**", "*(", ")*", "(*", "*)", "((*", "(((**", "(((***", "())*", "*()(",
             "(*()", "((*)", "(*)*)", "*" * 100, "(" * 50 + ")" * 50, "(" * 100, ")" + "*" * 99):
    cases.add(text)
for n, share in ((10, 0.3), (20, 0.5), (40, 0.2), (100, 0.1), (100, 0.3), (100, 0.6)):
    text = balanced(n)
    cases.add(starred(text, share))
    i = rng.randrange(n)
    cases.add(text[:i] + text[i + 1:] + rng.choice("()"))
for _ in range(4):
    cases.add("".join(rng.choice("()*") for _ in range(100)))
# Many stars but impossible at the very end: a search over every reading visits them all.
cases.add("*" * 98 + "((")
cases.add("(" + "*" * 97 + "((")
cases.add("*(" * 49 + "((")
cases.print()
