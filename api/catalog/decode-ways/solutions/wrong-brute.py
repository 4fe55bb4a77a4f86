class Solution:
    def numDecodings(self, s: str) -> int:
        # Cut off one digit or two as the next letter and count the ways to read the rest. Correct,
        # but nothing is remembered: the calls grow with the number of decodings (up to 2^31 here).
        def count(i: int) -> int:
            if i == len(s):
                return 1
            if s[i] == "0":
                return 0
            ways = count(i + 1)
            if i + 1 < len(s) and int(s[i : i + 2]) <= 26:
                ways += count(i + 2)
            return ways

        return count(0)
