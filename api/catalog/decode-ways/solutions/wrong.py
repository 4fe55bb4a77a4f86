# Accepts any two-digit pair up to 26, including 01 to 09: "06" is counted as the letter F.
class Solution:
    def numDecodings(self, s: str) -> int:
        two, one = 0, 1
        for i, digit in enumerate(s):
            here = one if digit != "0" else 0
            if i > 0 and int(s[i - 1 : i + 1]) <= 26:
                here += two
            two, one = one, here
        return one
