class Solution:
    def insert(self, intervals: List[List[int]], newInterval: List[int]) -> List[List[int]]:
        start, end = newInterval
        before = [iv for iv in intervals if iv[1] < start]
        after = [iv for iv in intervals if iv[0] > end]
        middle = intervals[len(before):len(intervals) - len(after)]
        if middle:
            start = min(start, middle[0][0])
            end = max(end, middle[-1][1])
        return before + [[start, end]] + after
