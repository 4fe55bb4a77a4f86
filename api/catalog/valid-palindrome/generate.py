"""Valid Palindrome cases: the examples, punctuation and case traps, then 2 * 10^5 characters."""
import string
from casegen import Cases

cases = Cases(seed=125)
rng = cases.rng
NOISE = " ,.:;!?-_'\"()[]{}@#$%^&*/\\|`~+=<>"


def noisy_palindrome(n):
    half = [rng.choice(string.ascii_letters + string.digits) for _ in range(n // 2)]
    core = half + ([rng.choice(string.ascii_lowercase)] if n % 2 else []) + half[::-1]
    core = [c.upper() if rng.random() < 0.5 else c.lower() for c in core]
    return "".join(c + (rng.choice(NOISE) if rng.random() < 0.3 else "") for c in core)


cases.add("A man, a plan, a canal: Panama", public=True)
cases.add("race a car", public=True)
cases.add(" ", public=True)
for s in ("a", "ab", "aA", "0P", "P0P", ".,", "a.", "Aa1", "1a1", "No 'x' in Nixon", "12321",
          "123 21", "ab_a", "Was it a car or a cat I saw?", "~!@#", "aB=bA", "9,8,9"):
    cases.add(s)
cases.add(noisy_palindrome(1000))
cases.add(noisy_palindrome(50000))
p = noisy_palindrome(50000)
cases.add(p[:len(p) // 2] + "Z" + p[len(p) // 2:] + "q")
cases.add("a" * 49999 + "b" + "A" * 49999)
cases.add(".," * 25000)
cases.print()
