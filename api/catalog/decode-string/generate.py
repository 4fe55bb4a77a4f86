"""Decode String cases: the examples, nesting and multi-digit counts, then random valid encodings."""
from casegen import Cases

cases = Cases(seed=394)
rng = cases.rng


def decoded_length(s):
    stack, length, count = [], 0, 0
    for c in s:
        if c.isdigit():
            count = count * 10 + int(c)
        elif c == "[":
            stack.append((length, count))
            length, count = 0, 0
        elif c == "]":
            before, k = stack.pop()
            length = before + k * length
        else:
            length += 1
    return length


def encoding(budget, depth):
    """A random valid encoding of at most `budget` characters."""
    out = ""
    while len(out) < budget:
        room = budget - len(out)
        if depth > 0 and room >= 4 and rng.random() < 0.5:
            k = str(rng.choice([rng.randint(1, 9), rng.randint(10, 300)]))
            inner = encoding(min(room - len(k) - 2, rng.randint(1, 8)), depth - 1)
            if inner:
                out += f"{k}[{inner}]"
                continue
        out += rng.choice("abcdefghijklmnopqrstuvwxyz")
        if rng.random() < 0.3:
            break
    return out


cases.add("3[a]2[bc]", public=True)
cases.add("3[a2[c]]", public=True)
cases.add("2[abc]3[cd]ef", public=True)
cases.add("a")
cases.add("abc")
cases.add("1[a]")
cases.add("10[a]")
cases.add("300[z]")
cases.add("100[leetcode]")
cases.add("3[z]2[2[y]pq4[2[jk]e1[f]]]ef")
cases.add("2[a2[b2[c2[d2[e]]]]]")
cases.add("x1[y1[z]]w")
cases.add("300[ab]300[cd]")
cases.add("2[300[a]]")
cases.add("300[300[a]]")
cases.add("9[8[7[6[a]]]]")
cases.add("10[10[10[ab]]]")
cases.add("abc12[d]ef")
count = 0
while count < 12:
    s = encoding(rng.randint(5, 30), rng.randint(1, 4))
    if 1 <= len(s) <= 30 and "[" in s and decoded_length(s) <= 10**5:
        cases.add(s)
        count += 1
cases.print()
