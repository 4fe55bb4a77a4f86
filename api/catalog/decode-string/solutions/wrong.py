# Reads each repeat count as a single digit, so "10[a]" becomes "1" then "0[a]" and loses the text.
class Solution:
    def decodeString(self, s: str) -> str:
        stack = []
        current, count = "", 0
        for c in s:
            if c.isdigit():
                count = int(c)
            elif c == "[":
                stack.append((current, count))
                current, count = "", 0
            elif c == "]":
                before, k = stack.pop()
                current = before + current * k
            else:
                current += c
        return current
