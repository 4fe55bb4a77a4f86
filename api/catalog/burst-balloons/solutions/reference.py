class Solution:
    def maxCoins(self, nums: List[int]) -> int:
        v = [1] + nums + [1]  # the row with a 1 standing at each end
        size = len(v)
        # best[l][r]: the most coins from bursting every balloon strictly between l and r.
        best = [[0] * size for _ in range(size)]
        for gap in range(2, size):
            for l in range(size - gap):
                r = l + gap
                row_l, outer = best[l], v[l] * v[r]
                # k is the last balloon burst between l and r.
                row_l[r] = max(row_l[k] + outer * v[k] + best[k][r] for k in range(l + 1, r))
        return best[0][size - 1]
