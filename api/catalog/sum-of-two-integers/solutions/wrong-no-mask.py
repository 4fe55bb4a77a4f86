# The carry loop without a 32-bit mask: Python's unbounded integers make it loop forever when a
# negative number meets a positive one.
class Solution:
    def getSum(self, a: int, b: int) -> int:
        while b:
            a, b = a ^ b, (a & b) << 1
        return a
