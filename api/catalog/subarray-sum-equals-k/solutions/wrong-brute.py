class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        # Adds up every run from scratch: correct, but n * (n + 1) / 2 runs of up to n elements
        # each, O(n^3) for the largest arrays.
        n = len(nums)
        count = 0
        for i in range(n):
            for j in range(i, n):
                if sum(nums[i : j + 1]) == k:
                    count += 1
        return count
