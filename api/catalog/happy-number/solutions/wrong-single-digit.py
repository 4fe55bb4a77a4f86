# Stops as soon as the value has one digit and calls only 1 happy, missing 7 -> 49 -> 97 -> 130 -> 10 -> 1.
class Solution:
    def isHappy(self, n: int) -> bool:
        while n >= 10:
            n = sum(int(d) ** 2 for d in str(n))
        return n == 1
