class Solution:
    def decodeString(self, s: str) -> str:
        stack = []
        current, count = "", 0
        for c in s:
            if c.isdigit():
                count = count * 10 + int(c)
            elif c == "[":
                stack.append((current, count))
                current, count = "", 0
            elif c == "]":
                before, k = stack.pop()
                current = before + current * k
            else:
                current += c
        return current
