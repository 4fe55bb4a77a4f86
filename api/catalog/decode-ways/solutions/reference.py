class Solution:
    def numDecodings(self, s: str) -> int:
        # one, two: the decodings of the prefixes one and two digits shorter than the current one.
        two, one = 0, 1
        for i, digit in enumerate(s):
            here = one if digit != "0" else 0
            if i > 0 and 10 <= int(s[i - 1 : i + 1]) <= 26:
                here += two
            two, one = one, here
        return one
