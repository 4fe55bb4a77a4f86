# Off by one: skips the most frequent value and returns the next k.
class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        ranked = [value for value, _ in Counter(nums).most_common()]
        return ranked[1:k + 1] if len(ranked) > k else ranked[-k:]
