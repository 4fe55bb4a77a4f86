"""Valid Palindrome cases: the examples, punctuation and case traps, then 2 * 10^5 characters."""
import json
import random
import string

rng = random.Random(125)
cases = []
NOISE = " ,.:;!?-_'\"()[]{}@#$%^&*/\\|`~+=<>"


def add(s, public=False):
    cases.append({"input": json.dumps(s), "public": public})


def noisy_palindrome(n):
    half = [rng.choice(string.ascii_letters + string.digits) for _ in range(n // 2)]
    core = half + ([rng.choice(string.ascii_lowercase)] if n % 2 else []) + half[::-1]
    core = [c.upper() if rng.random() < 0.5 else c.lower() for c in core]
    return "".join(c + (rng.choice(NOISE) if rng.random() < 0.3 else "") for c in core)


add("A man, a plan, a canal: Panama", True)
add("race a car", True)
add(" ", True)
for s in ("a", "ab", "aA", "0P", "P0P", ".,", "a.", "Aa1", "1a1", "No 'x' in Nixon", "12321",
          "123 21", "ab_a", "Was it a car or a cat I saw?", "~!@#", "aB=bA", "9,8,9"):
    add(s)
add(noisy_palindrome(1000))
add(noisy_palindrome(50000))
p = noisy_palindrome(50000)
add(p[:len(p) // 2] + "Z" + p[len(p) // 2:] + "q")
add("a" * 49999 + "b" + "A" * 49999)
add(".," * 25000)
print(json.dumps(cases))
