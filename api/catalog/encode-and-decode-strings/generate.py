"""Encode and Decode Strings cases: the examples, no strings, empty strings, strings made of digits,
'#' and separators, then 200 strings of 200 printable characters."""
import string

from casegen import Cases

cases = Cases(seed=271)
rng = cases.rng
printable = string.printable[:95]  # every printable ASCII character, space included


cases.add(["Hello", "World"], public=True)
cases.add([""], public=True)
cases.add([])
cases.add(["", ""])
cases.add(["#"])
cases.add(["3#abc", "#", "##", "0#"])
cases.add(["12", "1", "", "123456789"])
cases.add([",", ";", "a,b", "\\", '"'])
cases.add(["  ", " a b "])
cases.add(["a" * 200])
cases.add(["9" * 200, "#" * 200])
cases.add(["lint", "code", "love", "you"])
for count in (5, 20, 100):
    cases.add([rng.word(rng.randint(0, 20), printable) for _ in range(count)])
cases.add([rng.word(rng.randint(0, 200), "#0123456789") for _ in range(50)])
cases.add(["" for _ in range(200)])
cases.add([rng.word(200, printable) for _ in range(200)])
cases.add([rng.word(rng.randint(0, 200), printable) for _ in range(200)])
cases.add([rng.word(200, "#1") for _ in range(200)])
cases.add([str(len(str(i))) * i for i in range(150)])
cases.add([rng.word(1, printable) for _ in range(200)])
cases.print()
