# Tries every reading of every star: correct, but exponential in the number of stars.
class Solution:
    def checkValidString(self, s: str) -> bool:
        def solve(i, open_count):
            if open_count < 0:
                return False
            if i == len(s):
                return open_count == 0
            if s[i] == "(":
                return solve(i + 1, open_count + 1)
            if s[i] == ")":
                return solve(i + 1, open_count - 1)
            return solve(i + 1, open_count + 1) or solve(i + 1, open_count) or solve(i + 1, open_count - 1)

        return solve(0, 0)
