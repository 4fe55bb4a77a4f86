"""Regular Expression Matching cases: the examples, star edge cases, then random pairs."""
from casegen import Cases

cases = Cases(seed=10)
rng = cases.rng


def add(s, p, public=False):
    assert 1 <= len(s) <= 20 and 1 <= len(p) <= 20
    cases.add(s, p, public=public)


def random_pattern(letters, length):
    parts, size = [], 0
    while size < length:
        piece = rng.choice(letters + ".")
        if rng.random() < 0.4 and size + 2 <= length:
            piece += "*"
        parts.append(piece)
        size += len(piece)
    return "".join(parts)


def sample_match(p):
    """A string the pattern matches (it is built from the pattern), or None if too long/short."""
    out, i = [], 0
    while i < len(p):
        c = p[i]
        star = i + 1 < len(p) and p[i + 1] == "*"
        count = rng.randint(0, 3) if star else 1
        out += [rng.choice("ab") if c == "." else c for _ in range(count)]
        i += 2 if star else 1
    s = "".join(out)
    return s if 1 <= len(s) <= 20 else None


add("aa", "a", True)
add("aa", "a*", True)
add("ab", ".*", True)
for s, p in (("a", "a"), ("a", "."), ("a", "b*a"), ("a", "ab*"), ("aab", "c*a*b"),
             ("mississippi", "mis*is*p*."), ("mississippi", "mis*is*ip*."), ("ab", ".*c"),
             ("aaa", "a*a"), ("aaa", "ab*a*c*a"), ("a", ".*..a*"), ("bbbba", ".*a*a"),
             ("aaaaaaaaaaaaaaaaaaab", "a*a*a*a*a*a*a*a*a*c"), ("aaaaaaaaaaaaaaaaaaaa", "a*a*a*a*a*a*a*a*a*a"),
             ("abcdefghijklmnopqrst", ".*.*.*.*.*.*.*.*.*.*"), ("ab", ".*b*"), ("a", "a*a*a*")):
    add(s, p)
while len(cases) < 36:
    p = random_pattern("ab", rng.randint(2, 12))
    s = sample_match(p)
    if s is None:
        continue
    if len(cases) % 2:
        s = s[:-1] + ("a" if s[-1] == "b" else "b") if len(s) > 1 else s + "b"
    add(s, p)
cases.print()
