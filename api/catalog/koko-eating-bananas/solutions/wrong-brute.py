class Solution:
    def minEatingSpeed(self, piles: List[int], h: int) -> int:
        # Tries every speed from 1 upward: correct, but up to 10^9 speeds of n piles each.
        k = 1
        while True:
            hours = 0
            for p in piles:
                hours += (p + k - 1) // k
            if hours <= h:
                return k
            k += 1
