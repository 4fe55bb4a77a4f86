class Solution:
    def isHappy(self, n: int) -> bool:
        def step(v: int) -> int:
            total = 0
            while v:
                v, digit = divmod(v, 10)
                total += digit * digit
            return total

        # A slow and a fast walker meet inside a loop unless the fast one reaches 1 first.
        slow, fast = n, step(n)
        while fast != 1 and fast != slow:
            slow = step(slow)
            fast = step(step(fast))
        return fast == 1
