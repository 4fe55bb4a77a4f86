class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        return [value for value, _ in Counter(nums).most_common(k)]
