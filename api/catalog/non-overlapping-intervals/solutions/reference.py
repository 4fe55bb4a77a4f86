class Solution:
    def eraseOverlapIntervals(self, intervals: List[List[int]]) -> int:
        # Greedy by end: keeping the interval that ends first leaves the most room for the rest.
        intervals.sort(key=lambda iv: iv[1])
        removed = 0
        last_end = float("-inf")
        for start, end in intervals:
            if start >= last_end:
                last_end = end
            else:
                removed += 1
        return removed
