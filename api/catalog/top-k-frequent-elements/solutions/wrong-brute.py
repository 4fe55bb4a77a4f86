class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        # Recount every position's value over the whole array, then sort by count: O(n^2).
        count = {}
        for x in nums:
            c = 0
            for y in nums:
                if y == x:
                    c += 1
            count[x] = c
        ranked = sorted(count, key=lambda value: -count[value])
        return ranked[:k]
