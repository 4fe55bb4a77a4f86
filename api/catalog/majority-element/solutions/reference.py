class Solution:
    def majorityElement(self, nums: List[int]) -> int:
        # Boyer-Moore vote: the majority survives every cancellation of two different values.
        candidate, count = 0, 0
        for x in nums:
            if count == 0:
                candidate = x
            count += 1 if x == candidate else -1
        return candidate
