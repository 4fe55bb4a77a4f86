# Builds each answer by wrapping or appending to the answers for n - 1: misses strings such as
# "(())(())" that are neither "(" + s + ")" nor "()" + s nor s + "()".
class Solution:
    def generateParenthesis(self, n: int) -> List[str]:
        found = {"()"}
        for _ in range(n - 1):
            found = {w for s in found for w in ("(" + s + ")", "()" + s, s + "()")}
        return sorted(found)
