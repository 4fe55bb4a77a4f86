class Solution:
    def minEatingSpeed(self, piles: List[int], h: int) -> int:
        lo, hi = 1, max(piles)
        while lo < hi:
            k = (lo + hi) // 2
            if sum(max(1, p // k) for p in piles) <= h:  # rounds the hours down
                hi = k
            else:
                lo = k + 1
        return lo
