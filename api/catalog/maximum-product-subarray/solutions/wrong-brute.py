class Solution:
    def maxProduct(self, nums: List[int]) -> int:
        # Multiply out every subarray from scratch and keep the largest product. Correct, but each
        # of the n^2 / 2 subarrays costs up to n multiplications.
        best = nums[0]
        for i in range(len(nums)):
            for j in range(i, len(nums)):
                product = 1
                for k in range(i, j + 1):
                    product *= nums[k]
                best = max(best, product)
        return best
